"""ConvTranspose2d -> torch.cumprod -> F.adaptive_max_pool3d_with_indices -> Flatten -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 4047, torch#5, dim 0 x536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> torch.cumprod -> F.adaptive_max_pool3d_with_indices -> Flatten -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=64, kernel_size=3, out_channels=16)
        self.flatten_3 = nn.Flatten()
        self.zeropad1d_4 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.convtranspose2d_0(x)
        x = torch.cumprod(x, -1)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = self.flatten_3(x)
        x = self.zeropad1d_4(x)
        return x


def get_inputs():
    return [torch.randn(4288, 64, 16, 16)]


def get_init_inputs():
    return []
