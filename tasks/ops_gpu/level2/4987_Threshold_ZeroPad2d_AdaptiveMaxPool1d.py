"""Threshold -> ZeroPad2d -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 9, index 422, torch#3, dim 0 x7116)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> ZeroPad2d -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.zeropad2d_1(x)
        x = self.adaptivemaxpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(1821696, 256)]


def get_init_inputs():
    return []
