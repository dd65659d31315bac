"""torch.float_power -> CircularPad2d: synthesised by warpgym synth (seed 7, index 4742, torch#2, dim 0 x2083)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.circularpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(8332, 32, 32, 32)]


def get_init_inputs():
    return []
