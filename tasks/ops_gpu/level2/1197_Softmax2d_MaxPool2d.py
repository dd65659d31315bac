"""Softmax2d -> MaxPool2d: synthesised by warpgym synth (seed 7, index 1941, torch#2, dim 0 x2955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(23640, 16, 32, 32)]


def get_init_inputs():
    return []
