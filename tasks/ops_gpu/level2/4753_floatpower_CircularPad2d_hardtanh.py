"""torch.float_power -> CircularPad2d -> F.hardtanh: synthesised by warpgym synth (seed 9, index 47, torch#3, dim 0 x197)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> CircularPad2d -> F.hardtanh"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_1 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = self.circularpad2d_1(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(3152, 32, 16, 16)]


def get_init_inputs():
    return []
