"""Tanhshrink -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 3423, torch#2, dim 0 x687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(2748, 32, 32, 32)]


def get_init_inputs():
    return []
