"""F.selu -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 5658, torch#2, dim 0 x1867)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = F.selu(x)
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(14936, 256, 128)]


def get_init_inputs():
    return []
