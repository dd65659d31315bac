"""RReLU -> Softmax: synthesised by warpgym synth (seed 7, index 123, torch#2, dim 0 x2511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> Softmax"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(40176, 32, 16, 16)]


def get_init_inputs():
    return []
