"""Hardshrink -> F.glu: synthesised by warpgym synth (seed 7, index 65, torch#2, dim 0 x1624)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.glu"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(51968, 128, 64)]


def get_init_inputs():
    return []
