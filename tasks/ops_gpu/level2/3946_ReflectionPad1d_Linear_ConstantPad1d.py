"""ReflectionPad1d -> Linear -> ConstantPad1d: synthesised by warpgym synth (seed 7, index 6212, torch#3, dim 0 x260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> Linear -> ConstantPad1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.linear_1 = nn.Linear(in_features=258, out_features=258)
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.linear_1(x)
        x = self.constantpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(4160, 32, 256)]


def get_init_inputs():
    return []
