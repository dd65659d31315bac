"""Sigmoid -> Softmax: synthesised by warpgym synth (seed 7, index 6811, torch#2, dim 0 x3381)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> Softmax"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(27048, 64, 16, 16)]


def get_init_inputs():
    return []
