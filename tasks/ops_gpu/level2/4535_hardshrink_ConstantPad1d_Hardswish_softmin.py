"""F.hardshrink -> ConstantPad1d -> Hardswish -> F.softmin: synthesised by warpgym synth (seed 8, index 153, torch#4, dim 0 x882)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> ConstantPad1d -> Hardswish -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = F.hardshrink(x)
        x = self.constantpad1d_1(x)
        x = self.hardswish_2(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(14112, 32, 16, 16)]


def get_init_inputs():
    return []
