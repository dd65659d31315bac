"""F.softsign -> Hardswish -> ConvTranspose1d -> F.hardswish: synthesised by warpgym synth (seed 7, index 3807, torch#4, dim 0 x475)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> Hardswish -> ConvTranspose1d -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()
        self.convtranspose1d_2 = nn.ConvTranspose1d(in_channels=128, kernel_size=3, out_channels=64)

    def forward(self, x):
        x = F.softsign(x)
        x = self.hardswish_1(x)
        x = self.convtranspose1d_2(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(15200, 128, 64)]


def get_init_inputs():
    return []
