"""Flatten -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 6604, torch#2, dim 0 x2945)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(11780, 32, 32, 32)]


def get_init_inputs():
    return []
