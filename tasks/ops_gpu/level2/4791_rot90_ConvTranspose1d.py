"""torch.rot90 -> ConvTranspose1d: synthesised by warpgym synth (seed 9, index 99, torch#2, dim 0 x3440)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> ConvTranspose1d"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=32, kernel_size=3, out_channels=64)

    def forward(self, x):
        x = torch.rot90(x)
        x = self.convtranspose1d_1(x)
        return x


def get_inputs():
    return [torch.randn(110080, 128, 64)]


def get_init_inputs():
    return []
