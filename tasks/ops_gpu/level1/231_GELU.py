"""GELU: synthesised by warpgym synth (seed 7, index 3333, torch#1, dim 0 x1966)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        return x


def get_inputs():
    return [torch.randn(15728, 256, 128)]


def get_init_inputs():
    return []
