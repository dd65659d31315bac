"""Hardshrink -> torch.i0 -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 4704, torch#3, dim 0 x1181)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.i0 -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = torch.i0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(75584, 1024), torch.randn(75584, 1024)]


def get_init_inputs():
    return []
