"""F.softmax -> torch.lgamma: synthesised by warpgym synth (seed 7, index 970, torch#2, dim 0 x832)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.lgamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(212992, 512)]


def get_init_inputs():
    return []
