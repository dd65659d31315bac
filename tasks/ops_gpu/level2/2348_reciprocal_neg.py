"""torch.reciprocal -> torch.neg: synthesised by warpgym synth (seed 7, index 3706, torch#2, dim 0 x6458)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.reciprocal(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(826624, 256)]


def get_init_inputs():
    return []
