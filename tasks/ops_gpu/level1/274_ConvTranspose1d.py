"""ConvTranspose1d: synthesised by warpgym synth (seed 7, index 3947, torch#1, dim 0 x234)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=32, kernel_size=3, out_channels=256)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        return x


def get_inputs():
    return [torch.randn(3744, 32, 256)]


def get_init_inputs():
    return []
