"""ConvTranspose2d -> torch.qr: synthesised by warpgym synth (seed 7, index 356, torch#2, dim 0 x266)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(1064, 32, 32, 32)]


def get_init_inputs():
    return []
