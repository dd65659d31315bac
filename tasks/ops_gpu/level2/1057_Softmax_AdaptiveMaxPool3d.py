"""Softmax -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 1716, torch#2, dim 0 x17931)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.adaptivemaxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(35862, 8, 8, 16, 16)]


def get_init_inputs():
    return []
