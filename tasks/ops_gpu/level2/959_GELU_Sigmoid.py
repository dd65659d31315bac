"""GELU -> Sigmoid: synthesised by warpgym synth (seed 7, index 1553, torch#2, dim 0 x1830)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(58560, 128, 64)]


def get_init_inputs():
    return []
