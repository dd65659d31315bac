"""torch.matrix_power -> Conv3d -> F.pixel_unshuffle -> torch.fmod -> ConvTranspose3d: synthesised by warpgym synth (seed 7, index 2673, torch#5, dim 0 x648)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_power -> Conv3d -> F.pixel_unshuffle -> torch.fmod -> ConvTranspose3d"""

    def __init__(self):
        super().__init__()
        self.conv3d_1 = nn.Conv3d(in_channels=16, kernel_size=3, out_channels=8)
        self.convtranspose3d_4 = nn.ConvTranspose3d(in_channels=8, kernel_size=3, out_channels=3)

    def forward(self, x, x1):
        x = torch.matrix_power(x, 2)
        x = self.conv3d_1(x)
        x = F.pixel_unshuffle(x, 2)
        x = torch.fmod(x, x1)
        x = self.convtranspose3d_4(x)
        return x


def get_inputs():
    return [torch.randn(2592, 16, 8, 8, 8), torch.randn(2592, 8, 24, 3, 3)]


def get_init_inputs():
    return []
