"""RReLU -> LocalResponseNorm: synthesised by warpgym synth (seed 9, index 417, torch#2, dim 0 x370)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.localresponsenorm_1(x)
        return x


def get_inputs():
    return [torch.randn(11840, 128, 64)]


def get_init_inputs():
    return []
