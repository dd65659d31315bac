"""RReLU -> F.softplus: synthesised by warpgym synth (seed 7, index 319, torch#2, dim 0 x1238)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(19808, 32, 16, 16)]


def get_init_inputs():
    return []
