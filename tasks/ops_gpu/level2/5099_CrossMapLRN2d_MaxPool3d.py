"""CrossMapLRN2d -> MaxPool3d: synthesised by warpgym synth (seed 9, index 587, torch#2, dim 0 x466)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = self.maxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(3728, 16, 32, 32)]


def get_init_inputs():
    return []
