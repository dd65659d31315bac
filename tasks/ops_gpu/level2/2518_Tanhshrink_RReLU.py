"""Tanhshrink -> RReLU: synthesised by warpgym synth (seed 7, index 3991, torch#2, dim 0 x3169)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> RReLU"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(50704, 32, 16, 16)]


def get_init_inputs():
    return []
