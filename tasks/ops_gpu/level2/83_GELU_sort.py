"""GELU -> torch.sort: synthesised by warpgym synth (seed 7, index 118, torch#2, dim 0 x4062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(64992, 64, 128)]


def get_init_inputs():
    return []
