"""GELU -> GELU -> Sigmoid: synthesised by warpgym synth (seed 7, index 5845, torch#3, dim 0 x1369)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> GELU -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.gelu_1 = nn.GELU()
        self.sigmoid_2 = nn.Sigmoid()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.gelu_1(x)
        x = self.sigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(21904, 32, 256)]


def get_init_inputs():
    return []
