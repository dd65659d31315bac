"""ConvTranspose1d -> CircularPad1d -> torch.sin: synthesised by warpgym synth (seed 9, index 658, torch#3, dim 0 x157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> CircularPad1d -> torch.sin"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = self.circularpad1d_1(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(2512, 64, 128)]


def get_init_inputs():
    return []
