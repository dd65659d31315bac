"""CELU -> torch.diagonal: synthesised by warpgym synth (seed 7, index 5579, torch#2, dim 0 x25089)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(3211392, 256)]


def get_init_inputs():
    return []
