"""F.mish -> ZeroPad2d -> ConvTranspose2d: synthesised by warpgym synth (seed 7, index 5887, torch#3, dim 0 x72)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> ZeroPad2d -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.convtranspose2d_2 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=34)

    def forward(self, x):
        x = F.mish(x)
        x = self.zeropad2d_1(x)
        x = self.convtranspose2d_2(x)
        return x


def get_inputs():
    return [torch.randn(288, 32, 32, 32)]


def get_init_inputs():
    return []
