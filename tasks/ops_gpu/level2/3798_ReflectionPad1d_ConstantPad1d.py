"""ReflectionPad1d -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 5960, torch#2, dim 0 x3234)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.constantpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(827904, 512)]


def get_init_inputs():
    return []
