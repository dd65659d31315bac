"""ConvTranspose2d -> Softmin: synthesised by warpgym synth (seed 9, index 652, torch#2, dim 0 x1217)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> Softmin"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=16)
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(19472, 32, 16, 16)]


def get_init_inputs():
    return []
