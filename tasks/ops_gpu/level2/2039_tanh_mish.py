"""F.tanh -> F.mish: synthesised by warpgym synth (seed 7, index 3218, torch#2, dim 0 x14084)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanh(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(1802752, 256)]


def get_init_inputs():
    return []
