"""torch.slogdet -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 93, torch#2, dim 0 x8040)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.slogdet(x)[0]
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(64320, 64, 16, 16)]


def get_init_inputs():
    return []
