"""Flatten -> torch.nanquantile: synthesised by warpgym synth (seed 8, index 248, torch#2, dim 0 x94)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> torch.nanquantile"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x):
        x = self.flatten_0(x)
        x = torch.nanquantile(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(1504, 32, 256)]


def get_init_inputs():
    return []
