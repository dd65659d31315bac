"""SELU -> torch.amax: synthesised by warpgym synth (seed 8, index 44, torch#2, dim 0 x2707)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(21656, 64, 16, 16)]


def get_init_inputs():
    return []
