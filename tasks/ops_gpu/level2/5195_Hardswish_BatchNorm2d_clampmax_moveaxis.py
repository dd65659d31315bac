"""Hardswish -> BatchNorm2d -> torch.clamp_max -> torch.moveaxis: synthesised by warpgym synth (seed 9, index 727, torch#4, dim 0 x1188)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> BatchNorm2d -> torch.clamp_max -> torch.moveaxis"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.batchnorm2d_1 = nn.BatchNorm2d(num_features=32)

    def forward(self, x):
        x = self.hardswish_0(x)
        x = self.batchnorm2d_1(x)
        x = torch.clamp_max(x, 0.5)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(4752, 32, 32, 32)]


def get_init_inputs():
    return []
