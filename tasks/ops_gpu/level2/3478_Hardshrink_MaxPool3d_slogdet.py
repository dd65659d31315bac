"""Hardshrink -> MaxPool3d -> torch.slogdet: synthesised by warpgym synth (seed 7, index 5462, torch#3, dim 0 x944)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> MaxPool3d -> torch.slogdet"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.maxpool3d_1(x)
        x = torch.slogdet(x)[0]
        return x


def get_inputs():
    return [torch.randn(3776, 32, 32, 32)]


def get_init_inputs():
    return []
