"""Sigmoid -> F.selu: synthesised by warpgym synth (seed 9, index 273, torch#2, dim 0 x3510)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.selu"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(14040, 16, 8, 8, 8)]


def get_init_inputs():
    return []
