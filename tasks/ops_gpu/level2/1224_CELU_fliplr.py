"""CELU -> torch.fliplr: synthesised by warpgym synth (seed 7, index 1977, torch#2, dim 0 x1453)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(371968, 512)]


def get_init_inputs():
    return []
