"""ConvTranspose2d: synthesised by warpgym synth (seed 9, index 157, torch#1, dim 0 x83)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=16, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        return x


def get_inputs():
    return [torch.randn(664, 16, 32, 32)]


def get_init_inputs():
    return []
