"""F.tanh -> F.hardswish: synthesised by warpgym synth (seed 7, index 2935, torch#2, dim 0 x3447)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanh(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(27576, 16, 32, 32)]


def get_init_inputs():
    return []
