"""Mish -> F.adaptive_max_pool1d_with_indices: synthesised by warpgym synth (seed 10, index 49, torch#2, dim 0 x3629)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.adaptive_max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(929024, 512)]


def get_init_inputs():
    return []
