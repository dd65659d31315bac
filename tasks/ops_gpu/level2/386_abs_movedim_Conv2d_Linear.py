"""torch.abs -> torch.movedim -> Conv2d -> Linear: synthesised by warpgym synth (seed 7, index 598, torch#4, dim 0 x393)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> torch.movedim -> Conv2d -> Linear"""

    def __init__(self):
        super().__init__()
        self.conv2d_2 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=32)
        self.linear_3 = nn.Linear(in_features=30, out_features=30)

    def forward(self, x):
        x = torch.abs(x)
        x = torch.movedim(x, 2, 1)
        x = self.conv2d_2(x)
        x = self.linear_3(x)
        return x


def get_inputs():
    return [torch.randn(1572, 32, 32, 32)]


def get_init_inputs():
    return []
