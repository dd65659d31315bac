"""F.softmax -> F.pdist: synthesised by warpgym synth (seed 7, index 3259, torch#2, dim 0 x596)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(38144, 1024)]


def get_init_inputs():
    return []
