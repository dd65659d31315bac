"""Softmax -> ReflectionPad1d -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 198, torch#3, dim 0 x1077)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> ReflectionPad1d -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)
        self.hardsigmoid_2 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.reflectionpad1d_1(x)
        x = self.hardsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(34464, 128, 64)]


def get_init_inputs():
    return []
