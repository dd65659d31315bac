"""SELU -> F.softshrink: synthesised by warpgym synth (seed 7, index 3118, torch#2, dim 0 x7603)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> F.softshrink"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(1946368, 256)]


def get_init_inputs():
    return []
