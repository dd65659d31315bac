"""Softmax2d -> Linear: synthesised by warpgym synth (seed 7, index 4781, torch#2, dim 0 x3739)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> Linear"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.linear_1 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(59824, 32, 16, 16)]


def get_init_inputs():
    return []
