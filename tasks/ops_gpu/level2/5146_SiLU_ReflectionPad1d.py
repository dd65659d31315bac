"""SiLU -> ReflectionPad1d: synthesised by warpgym synth (seed 9, index 655, torch#2, dim 0 x3914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = self.silu_0(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1001984, 512)]


def get_init_inputs():
    return []
