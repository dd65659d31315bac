"""ConvTranspose1d -> torch.minimum: synthesised by warpgym synth (seed 9, index 433, torch#2, dim 0 x677)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> torch.minimum"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=64, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = self.convtranspose1d_0(x)
        x = torch.minimum(x, x1)
        return x


def get_inputs():
    return [torch.randn(10832, 64, 128), torch.randn(10832, 128, 130)]


def get_init_inputs():
    return []
