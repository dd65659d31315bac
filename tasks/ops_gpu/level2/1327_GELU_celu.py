"""GELU -> F.celu: synthesised by warpgym synth (seed 7, index 2129, torch#2, dim 0 x3213)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.celu"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x):
        x = self.gelu_0(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(51408, 64, 128)]


def get_init_inputs():
    return []
