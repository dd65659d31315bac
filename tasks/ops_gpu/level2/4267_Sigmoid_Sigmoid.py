"""Sigmoid -> Sigmoid: synthesised by warpgym synth (seed 7, index 6706, torch#2, dim 0 x2181)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(17448, 16, 32, 32)]


def get_init_inputs():
    return []
