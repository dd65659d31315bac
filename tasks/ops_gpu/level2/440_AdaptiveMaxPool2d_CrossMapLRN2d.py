"""AdaptiveMaxPool2d -> CrossMapLRN2d: synthesised by warpgym synth (seed 7, index 695, torch#2, dim 0 x2877)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> CrossMapLRN2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = self.crossmaplrn2d_1(x)
        return x


def get_inputs():
    return [torch.randn(46032, 32, 16, 16)]


def get_init_inputs():
    return []
