"""Sigmoid -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 6303, torch#2, dim 0 x8045)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x, x1):
        x = self.sigmoid_0(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(16090, 8, 8, 16, 16), torch.randn(16090, 8, 8, 16, 16)]


def get_init_inputs():
    return []
