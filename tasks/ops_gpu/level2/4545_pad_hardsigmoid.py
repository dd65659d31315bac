"""F.pad -> F.hardsigmoid: synthesised by warpgym synth (seed 8, index 173, torch#2, dim 0 x3839)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(30712, 16, 32, 32)]


def get_init_inputs():
    return []
