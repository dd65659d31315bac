"""ConvTranspose1d -> MSELoss: synthesised by warpgym synth (seed 7, index 599, torch#2, dim 0 x299)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=256, kernel_size=3, out_channels=128)
        self.mseloss_1 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.convtranspose1d_0(x)
        x = self.mseloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2392, 256, 128), torch.randn(2392, 128, 130)]


def get_init_inputs():
    return []
