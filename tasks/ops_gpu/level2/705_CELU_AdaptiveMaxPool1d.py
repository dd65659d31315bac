"""CELU -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 1131, torch#2, dim 0 x7746)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.celu_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(123936, 64, 128)]


def get_init_inputs():
    return []
