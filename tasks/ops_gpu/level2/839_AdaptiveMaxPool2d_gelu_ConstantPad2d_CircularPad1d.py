"""AdaptiveMaxPool2d -> F.gelu -> ConstantPad2d -> CircularPad1d: synthesised by warpgym synth (seed 7, index 1368, torch#4, dim 0 x2110)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> F.gelu -> ConstantPad2d -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)
        self.circularpad1d_3 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = F.gelu(x)
        x = self.constantpad2d_2(x)
        x = self.circularpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(16880, 256, 128)]


def get_init_inputs():
    return []
