"""RReLU: synthesised by warpgym synth (seed 7, index 2944, torch#1, dim 0 x3869)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        return x


def get_inputs():
    return [torch.randn(15476, 32, 32, 32)]


def get_init_inputs():
    return []
