"""ConvTranspose1d -> Flatten: synthesised by warpgym synth (seed 9, index 183, torch#2, dim 0 x51)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> Flatten"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=256, kernel_size=3, out_channels=128)
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(408, 256, 128)]


def get_init_inputs():
    return []
