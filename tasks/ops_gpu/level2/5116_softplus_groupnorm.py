"""F.softplus -> F.group_norm: synthesised by warpgym synth (seed 9, index 611, torch#2, dim 0 x909)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.group_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(29088, 128, 64)]


def get_init_inputs():
    return []
