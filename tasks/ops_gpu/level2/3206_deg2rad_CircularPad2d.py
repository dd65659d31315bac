"""torch.deg2rad -> CircularPad2d: synthesised by warpgym synth (seed 7, index 5051, torch#2, dim 0 x2080)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = torch.deg2rad(x)
        x = self.circularpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(16640, 64, 16, 16)]


def get_init_inputs():
    return []
