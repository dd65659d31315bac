"""AdaptiveMaxPool2d -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 5791, torch#2, dim 0 x5211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(83376, 32, 256)]


def get_init_inputs():
    return []
