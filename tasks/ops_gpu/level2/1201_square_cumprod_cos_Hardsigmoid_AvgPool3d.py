"""torch.square -> torch.cumprod -> torch.cos -> Hardsigmoid -> AvgPool3d: synthesised by warpgym synth (seed 7, index 1945, torch#5, dim 0 x549)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> torch.cumprod -> torch.cos -> Hardsigmoid -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_3 = nn.Hardsigmoid()
        self.avgpool3d_4 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = torch.square(x)
        x = torch.cumprod(x, -1)
        x = torch.cos(x)
        x = self.hardsigmoid_3(x)
        x = self.avgpool3d_4(x)
        return x


def get_inputs():
    return [torch.randn(4392, 16, 32, 32)]


def get_init_inputs():
    return []
