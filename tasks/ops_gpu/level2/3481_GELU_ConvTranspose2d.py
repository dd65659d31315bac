"""GELU -> ConvTranspose2d: synthesised by warpgym synth (seed 7, index 5466, torch#2, dim 0 x105)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=16, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.convtranspose2d_1(x)
        return x


def get_inputs():
    return [torch.randn(840, 16, 32, 32)]


def get_init_inputs():
    return []
