"""F.hardshrink -> F.elu: synthesised by warpgym synth (seed 7, index 2825, torch#2, dim 0 x2915)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> F.elu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(746240, 512)]


def get_init_inputs():
    return []
