"""CELU -> torch.negative: synthesised by warpgym synth (seed 7, index 1958, torch#2, dim 0 x1320)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> torch.negative"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(21120, 32, 16, 16)]


def get_init_inputs():
    return []
