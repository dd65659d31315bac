"""Unfold: synthesised by warpgym synth (seed 7, index 5651, torch#1, dim 0 x380)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.unfold_0(x)
        return x


def get_inputs():
    return [torch.randn(3040, 256, 128)]


def get_init_inputs():
    return []
