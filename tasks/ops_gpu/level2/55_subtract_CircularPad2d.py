"""torch.subtract -> CircularPad2d: synthesised by warpgym synth (seed 7, index 78, torch#2, dim 0 x1339)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.circularpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(10712, 256, 128), torch.randn(10712, 256, 128)]


def get_init_inputs():
    return []
