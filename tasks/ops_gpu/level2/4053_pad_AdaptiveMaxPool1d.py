"""F.pad -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 6369, torch#2, dim 0 x3235)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(207040, 1024)]


def get_init_inputs():
    return []
