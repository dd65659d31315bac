"""Softshrink -> BatchNorm2d: synthesised by warpgym synth (seed 7, index 526, torch#2, dim 0 x4028)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> BatchNorm2d"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=32)

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.batchnorm2d_1(x)
        return x


def get_inputs():
    return [torch.randn(16112, 32, 32, 32)]


def get_init_inputs():
    return []
