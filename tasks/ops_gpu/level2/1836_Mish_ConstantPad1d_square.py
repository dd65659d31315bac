"""Mish -> ConstantPad1d -> torch.square: synthesised by warpgym synth (seed 7, index 2904, torch#3, dim 0 x1792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> ConstantPad1d -> torch.square"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.mish_0(x)
        x = self.constantpad1d_1(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(458752, 256)]


def get_init_inputs():
    return []
