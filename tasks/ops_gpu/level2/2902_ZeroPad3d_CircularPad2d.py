"""ZeroPad3d -> CircularPad2d: synthesised by warpgym synth (seed 7, index 4586, torch#2, dim 0 x663)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = self.circularpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(2652, 32, 32, 32)]


def get_init_inputs():
    return []
