"""GELU -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 688, torch#2, dim 0 x5600)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(89600, 64, 128)]


def get_init_inputs():
    return []
