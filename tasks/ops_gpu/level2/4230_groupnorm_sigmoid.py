"""F.group_norm -> F.sigmoid: synthesised by warpgym synth (seed 7, index 6645, torch#2, dim 0 x7921)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> F.sigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(506944, 1024)]


def get_init_inputs():
    return []
