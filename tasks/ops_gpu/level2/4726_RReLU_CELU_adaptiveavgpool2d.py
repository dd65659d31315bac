"""RReLU -> CELU -> F.adaptive_avg_pool2d: synthesised by warpgym synth (seed 9, index 10, torch#3, dim 0 x3428)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> CELU -> F.adaptive_avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = self.celu_1(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(54848, 32, 16, 16)]


def get_init_inputs():
    return []
