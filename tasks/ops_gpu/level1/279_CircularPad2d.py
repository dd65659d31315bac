"""CircularPad2d: synthesised by warpgym synth (seed 7, index 3979, torch#1, dim 0 x798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        return x


def get_inputs():
    return [torch.randn(6384, 64, 16, 16)]


def get_init_inputs():
    return []
