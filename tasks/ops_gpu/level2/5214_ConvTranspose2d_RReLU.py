"""ConvTranspose2d -> RReLU: synthesised by warpgym synth (seed 9, index 749, torch#2, dim 0 x1895)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> RReLU"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=64, kernel_size=3, out_channels=16)
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(15160, 64, 16, 16)]


def get_init_inputs():
    return []
