"""CircularPad2d -> torch.det: synthesised by warpgym synth (seed 7, index 5195, torch#2, dim 0 x7231)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad2d -> torch.det"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(57848, 16, 32, 32)]


def get_init_inputs():
    return []
