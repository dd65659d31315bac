"""Softmax2d: synthesised by warpgym synth (seed 7, index 5562, torch#1, dim 0 x3260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        return x


def get_inputs():
    return [torch.randn(13040, 32, 32, 32)]


def get_init_inputs():
    return []
