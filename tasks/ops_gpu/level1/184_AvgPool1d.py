"""AvgPool1d: synthesised by warpgym synth (seed 7, index 2663, torch#1, dim 0 x2203)."""
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
    return [torch.randn(70496, 128, 64)]


def get_init_inputs():
    return []
