"""AdaptiveMaxPool1d -> PReLU -> F.pdist: synthesised by warpgym synth (seed 7, index 3826, torch#3, dim 0 x147)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> PReLU -> F.pdist"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.prelu_1(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(37632, 256)]


def get_init_inputs():
    return []
