"""ConvTranspose1d -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 4245, torch#2, dim 0 x192)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3072, 64, 128)]


def get_init_inputs():
    return []
