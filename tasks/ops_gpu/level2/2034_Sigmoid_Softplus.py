"""Sigmoid -> Softplus: synthesised by warpgym synth (seed 7, index 3212, torch#2, dim 0 x2606)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> Softplus"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(20848, 64, 16, 16)]


def get_init_inputs():
    return []
