"""AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 4598, torch#1, dim 0 x4906)."""
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
    return [torch.randn(78496, 32, 256)]


def get_init_inputs():
    return []
