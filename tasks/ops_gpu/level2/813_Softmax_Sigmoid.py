"""Softmax -> Sigmoid: synthesised by warpgym synth (seed 7, index 1324, torch#2, dim 0 x3142)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(25136, 16, 32, 32)]


def get_init_inputs():
    return []
