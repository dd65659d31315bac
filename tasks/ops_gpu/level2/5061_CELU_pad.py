"""CELU -> F.pad: synthesised by warpgym synth (seed 9, index 533, torch#2, dim 0 x1486)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.pad"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(23776, 32, 256)]


def get_init_inputs():
    return []
