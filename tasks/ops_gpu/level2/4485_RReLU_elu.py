"""RReLU -> F.elu: synthesised by warpgym synth (seed 8, index 70, torch#2, dim 0 x3882)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.elu"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(31056, 16, 32, 32)]


def get_init_inputs():
    return []
