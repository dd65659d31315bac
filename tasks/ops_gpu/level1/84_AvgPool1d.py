"""AvgPool1d: synthesised by warpgym synth (seed 7, index 1164, torch#1, dim 0 x7843)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        return x


def get_inputs():
    return [torch.randn(501952, 1024)]


def get_init_inputs():
    return []
