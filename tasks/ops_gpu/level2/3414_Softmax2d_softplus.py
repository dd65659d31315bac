"""Softmax2d -> F.softplus: synthesised by warpgym synth (seed 7, index 5365, torch#2, dim 0 x851)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(6808, 256, 128)]


def get_init_inputs():
    return []
