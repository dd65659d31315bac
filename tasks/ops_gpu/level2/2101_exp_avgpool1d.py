"""torch.exp -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 3318, torch#2, dim 0 x6117)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(3131904, 256)]


def get_init_inputs():
    return []
