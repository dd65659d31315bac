"""Softmax -> LeakyReLU: synthesised by warpgym synth (seed 7, index 5361, torch#2, dim 0 x3456)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(13824, 16, 8, 8, 8)]


def get_init_inputs():
    return []
