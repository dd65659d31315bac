"""Flatten -> torch.norm: synthesised by warpgym synth (seed 7, index 5621, torch#2, dim 0 x24862)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x):
        x = self.flatten_0(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(99448, 16, 8, 8, 8)]


def get_init_inputs():
    return []
