"""F.tanhshrink -> F.celu: synthesised by warpgym synth (seed 9, index 739, torch#2, dim 0 x821)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(26272, 128, 64)]


def get_init_inputs():
    return []
