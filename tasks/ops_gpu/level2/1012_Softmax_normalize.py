"""Softmax -> F.normalize: synthesised by warpgym synth (seed 7, index 1649, torch#2, dim 0 x1177)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> F.normalize"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x):
        x = self.softmax_0(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(4708, 32, 32, 32)]


def get_init_inputs():
    return []
