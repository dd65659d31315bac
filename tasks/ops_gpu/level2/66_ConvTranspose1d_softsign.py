"""ConvTranspose1d -> F.softsign: synthesised by warpgym synth (seed 7, index 94, torch#2, dim 0 x187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(2992, 64, 128)]


def get_init_inputs():
    return []
