"""F.group_norm -> CircularPad2d: synthesised by warpgym synth (seed 7, index 3038, torch#2, dim 0 x2857)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.circularpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(22856, 16, 32, 32)]


def get_init_inputs():
    return []
