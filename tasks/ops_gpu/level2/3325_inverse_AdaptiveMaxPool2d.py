"""torch.inverse -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 5236, torch#2, dim 0 x1654)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_1 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = torch.inverse(x)
        x = self.adaptivemaxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(13232, 64, 16, 16)]


def get_init_inputs():
    return []
