"""Mish -> F.relu: synthesised by warpgym synth (seed 7, index 1913, torch#2, dim 0 x4491)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.relu"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(17964, 16, 8, 8, 8)]


def get_init_inputs():
    return []
