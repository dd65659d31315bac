"""Bilinear -> MaxPool2d: synthesised by warpgym synth (seed 8, index 323, torch#2, dim 0 x968)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Bilinear -> MaxPool2d"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=32, in2_features=32, out_features=32)
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x, x1):
        x = self.bilinear_0(x, x1)
        x = self.maxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(7744, 16, 32, 32), torch.randn(7744, 16, 32, 32)]


def get_init_inputs():
    return []
