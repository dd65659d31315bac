"""Sigmoid -> AvgPool1d: synthesised by warpgym synth (seed 7, index 1016, torch#2, dim 0 x22518)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.avgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2882304, 256)]


def get_init_inputs():
    return []
