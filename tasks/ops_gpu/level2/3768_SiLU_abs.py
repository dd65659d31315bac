"""SiLU -> torch.abs: synthesised by warpgym synth (seed 7, index 5915, torch#2, dim 0 x5211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> torch.abs"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x):
        x = self.silu_0(x)
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(1334016, 256)]


def get_init_inputs():
    return []
