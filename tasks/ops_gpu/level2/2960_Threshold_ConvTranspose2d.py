"""Threshold -> ConvTranspose2d: synthesised by warpgym synth (seed 7, index 4684, torch#2, dim 0 x1242)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.convtranspose2d_1(x)
        return x


def get_inputs():
    return [torch.randn(19872, 32, 16, 16)]


def get_init_inputs():
    return []
