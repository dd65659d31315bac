"""RReLU -> ELU: synthesised by warpgym synth (seed 7, index 1657, torch#2, dim 0 x1860)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> ELU"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(476160, 256)]


def get_init_inputs():
    return []
