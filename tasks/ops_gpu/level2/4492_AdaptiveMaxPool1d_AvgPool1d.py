"""AdaptiveMaxPool1d -> AvgPool1d: synthesised by warpgym synth (seed 8, index 81, torch#2, dim 0 x8056)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(128896, 32, 256)]


def get_init_inputs():
    return []
