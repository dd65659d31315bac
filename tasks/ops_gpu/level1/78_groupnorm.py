"""F.group_norm: synthesised by warpgym synth (seed 7, index 1101, torch#1, dim 0 x3489)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(55824, 64, 128)]


def get_init_inputs():
    return []
