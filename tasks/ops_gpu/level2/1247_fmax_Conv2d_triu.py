"""torch.fmax -> Conv2d -> torch.triu: synthesised by warpgym synth (seed 7, index 2016, torch#3, dim 0 x230)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> Conv2d -> torch.triu"""

    def __init__(self):
        super().__init__()
        self.conv2d_1 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=16)

    def forward(self, x, x1):
        x = torch.fmax(x, x1)
        x = self.conv2d_1(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(3680, 32, 16, 16), torch.randn(3680, 32, 16, 16)]


def get_init_inputs():
    return []
