"""AdaptiveMaxPool2d: synthesised by warpgym synth (seed 9, index 577, torch#1, dim 0 x3893)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        return x


def get_inputs():
    return [torch.randn(31144, 256, 128)]


def get_init_inputs():
    return []
