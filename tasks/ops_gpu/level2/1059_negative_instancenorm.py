"""torch.negative -> F.instance_norm: synthesised by warpgym synth (seed 7, index 1723, torch#2, dim 0 x3286)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> F.instance_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.negative(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(52576, 64, 128)]


def get_init_inputs():
    return []
