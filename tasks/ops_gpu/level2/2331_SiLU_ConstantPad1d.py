"""SiLU -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 3681, torch#2, dim 0 x877)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.silu_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3508, 32, 32, 32)]


def get_init_inputs():
    return []
