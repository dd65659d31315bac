"""torch.floor -> Hardshrink: synthesised by warpgym synth (seed 7, index 1283, torch#2, dim 0 x3734)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = torch.floor(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(14936, 32, 32, 32)]


def get_init_inputs():
    return []
