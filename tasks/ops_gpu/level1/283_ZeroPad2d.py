"""ZeroPad2d: synthesised by warpgym synth (seed 7, index 4051, torch#1, dim 0 x1744)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        return x


def get_inputs():
    return [torch.randn(27904, 32, 16, 16)]


def get_init_inputs():
    return []
