"""ZeroPad2d -> ConvTranspose1d: synthesised by warpgym synth (seed 7, index 835, torch#2, dim 0 x277)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> ConvTranspose1d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=258, kernel_size=3, out_channels=130)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.convtranspose1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2216, 256, 128)]


def get_init_inputs():
    return []
