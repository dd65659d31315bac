"""F.tanhshrink -> torch.sum: synthesised by warpgym synth (seed 7, index 2489, torch#2, dim 0 x6172)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(790016, 256)]


def get_init_inputs():
    return []
