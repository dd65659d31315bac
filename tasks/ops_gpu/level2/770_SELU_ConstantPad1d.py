"""SELU -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 1241, torch#2, dim 0 x2132)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.selu_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(17056, 64, 16, 16)]


def get_init_inputs():
    return []
