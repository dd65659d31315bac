"""AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 2901, torch#1, dim 0 x7227)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        return x


def get_inputs():
    return [torch.randn(3700224, 256)]


def get_init_inputs():
    return []
