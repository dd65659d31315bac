"""F.max_pool1d_with_indices -> F.tanh: synthesised by warpgym synth (seed 7, index 5113, torch#2, dim 0 x5914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> F.tanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(1513984, 512)]


def get_init_inputs():
    return []
