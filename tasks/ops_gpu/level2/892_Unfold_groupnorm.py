"""Unfold -> F.group_norm: synthesised by warpgym synth (seed 7, index 1454, torch#2, dim 0 x150)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.unfold_0(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(2400, 32, 16, 16)]


def get_init_inputs():
    return []
