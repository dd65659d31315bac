"""torch.neg: synthesised by warpgym synth (seed 7, index 2753, torch#1, dim 0 x3870)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(1981440, 256)]


def get_init_inputs():
    return []
