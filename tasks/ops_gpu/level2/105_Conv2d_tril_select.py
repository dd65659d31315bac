"""Conv2d -> torch.tril -> torch.select: synthesised by warpgym synth (seed 7, index 151, torch#3, dim 0 x297)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Conv2d -> torch.tril -> torch.select"""

    def __init__(self):
        super().__init__()
        self.conv2d_0 = nn.Conv2d(in_channels=64, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = self.conv2d_0(x)
        x = torch.tril(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(2376, 64, 16, 16)]


def get_init_inputs():
    return []
