"""Tanhshrink -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 788, torch#2, dim 0 x1697)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(6788, 32, 32, 32)]


def get_init_inputs():
    return []
