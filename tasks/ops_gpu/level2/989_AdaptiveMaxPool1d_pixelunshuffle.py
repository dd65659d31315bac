"""AdaptiveMaxPool1d -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 1612, torch#2, dim 0 x5080)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(81280, 64, 128)]


def get_init_inputs():
    return []
