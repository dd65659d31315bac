"""F.softshrink -> F.tanhshrink -> RReLU -> RReLU: synthesised by warpgym synth (seed 7, index 320, torch#4, dim 0 x3605)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> F.tanhshrink -> RReLU -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_2 = nn.RReLU()
        self.rrelu_3 = nn.RReLU()

    def forward(self, x):
        x = F.softshrink(x)
        x = F.tanhshrink(x)
        x = self.rrelu_2(x)
        x = self.rrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(28840, 16, 32, 32)]


def get_init_inputs():
    return []
