"""GELU -> Linear: synthesised by warpgym synth (seed 7, index 4044, torch#2, dim 0 x15334)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> Linear"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.linear_1 = nn.Linear(in_features=8, out_features=8)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(61336, 16, 8, 8, 8)]


def get_init_inputs():
    return []
