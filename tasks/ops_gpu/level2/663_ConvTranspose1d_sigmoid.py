"""ConvTranspose1d -> F.sigmoid: synthesised by warpgym synth (seed 7, index 1068, torch#2, dim 0 x590)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=128, kernel_size=3, out_channels=64)

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(18880, 128, 64)]


def get_init_inputs():
    return []
