"""CrossMapLRN2d -> AvgPool3d: synthesised by warpgym synth (seed 7, index 6839, torch#2, dim 0 x143)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = self.avgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(1144, 16, 32, 32)]


def get_init_inputs():
    return []
