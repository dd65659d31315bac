"""Linear -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 1434, torch#2, dim 0 x2966)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=8, out_features=8)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.linear_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(11864, 16, 8, 8, 8)]


def get_init_inputs():
    return []
