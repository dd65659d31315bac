"""torch.neg -> F.softmax: synthesised by warpgym synth (seed 7, index 2657, torch#2, dim 0 x14652)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> F.softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.neg(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(29304, 8, 8, 16, 16)]


def get_init_inputs():
    return []
