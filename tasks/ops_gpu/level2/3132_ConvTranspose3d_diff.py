"""ConvTranspose3d -> torch.diff: synthesised by warpgym synth (seed 7, index 4941, torch#2, dim 0 x1024)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose3d -> torch.diff"""

    def __init__(self):
        super().__init__()
        self.convtranspose3d_0 = nn.ConvTranspose3d(in_channels=8, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = self.convtranspose3d_0(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(2048, 8, 8, 16, 16)]


def get_init_inputs():
    return []
