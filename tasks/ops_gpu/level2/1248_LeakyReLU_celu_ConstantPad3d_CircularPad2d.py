"""LeakyReLU -> F.celu -> ConstantPad3d -> CircularPad2d: synthesised by warpgym synth (seed 7, index 2017, torch#4, dim 0 x3718)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> F.celu -> ConstantPad3d -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.constantpad3d_2 = nn.ConstantPad3d(padding=1, value=0.5)
        self.circularpad2d_3 = nn.CircularPad2d(padding=1)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = F.celu(x)
        x = self.constantpad3d_2(x)
        x = self.circularpad2d_3(x)
        return x


def get_inputs():
    return [torch.randn(59488, 64, 128)]


def get_init_inputs():
    return []
