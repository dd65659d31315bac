"""CELU -> SiLU -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 922, torch#3, dim 0 x1612)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> SiLU -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.silu_1 = nn.SiLU()
        self.constantpad2d_2 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.celu_0(x)
        x = self.silu_1(x)
        x = self.constantpad2d_2(x)
        return x


def get_inputs():
    return [torch.randn(412672, 512)]


def get_init_inputs():
    return []
