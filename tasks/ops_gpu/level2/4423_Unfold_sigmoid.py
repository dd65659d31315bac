"""Unfold -> F.sigmoid: synthesised by warpgym synth (seed 7, index 6949, torch#2, dim 0 x121)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.unfold_0(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(1936, 32, 256)]


def get_init_inputs():
    return []
