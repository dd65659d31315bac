"""Softmax2d -> F.softmax: synthesised by warpgym synth (seed 9, index 796, torch#2, dim 0 x2083)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(16664, 16, 32, 32)]


def get_init_inputs():
    return []
