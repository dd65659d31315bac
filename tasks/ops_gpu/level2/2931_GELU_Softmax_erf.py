"""GELU -> Softmax -> torch.erf: synthesised by warpgym synth (seed 7, index 4636, torch#3, dim 0 x639)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> Softmax -> torch.erf"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.softmax_1(x)
        x = torch.erf(x)
        return x


def get_inputs():
    return [torch.randn(2556, 32, 32, 32)]


def get_init_inputs():
    return []
