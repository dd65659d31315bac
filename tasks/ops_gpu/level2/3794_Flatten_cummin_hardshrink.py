"""Flatten -> torch.cummin -> F.hardshrink: synthesised by warpgym synth (seed 7, index 5953, torch#3, dim 0 x3623)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> torch.cummin -> F.hardshrink"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x):
        x = self.flatten_0(x)
        x = torch.cummin(x, -1)[0]
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(14492, 32, 32, 32)]


def get_init_inputs():
    return []
