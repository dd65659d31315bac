"""F.celu -> Hardshrink: synthesised by warpgym synth (seed 7, index 39, torch#2, dim 0 x3220)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = F.celu(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(6440, 8, 8, 16, 16)]


def get_init_inputs():
    return []
