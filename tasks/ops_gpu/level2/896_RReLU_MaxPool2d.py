"""RReLU -> MaxPool2d: synthesised by warpgym synth (seed 7, index 1458, torch#2, dim 0 x4384)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(70144, 32, 16, 16)]


def get_init_inputs():
    return []
