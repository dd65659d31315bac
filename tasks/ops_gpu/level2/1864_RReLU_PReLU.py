"""RReLU -> PReLU: synthesised by warpgym synth (seed 7, index 2953, torch#2, dim 0 x3788)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> PReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(60608, 32, 256)]


def get_init_inputs():
    return []
