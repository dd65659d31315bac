"""ZeroPad1d -> ConvTranspose2d: synthesised by warpgym synth (seed 7, index 6261, torch#2, dim 0 x439)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.convtranspose2d_1 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=18)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.convtranspose2d_1(x)
        return x


def get_inputs():
    return [torch.randn(7024, 32, 16, 16)]


def get_init_inputs():
    return []
