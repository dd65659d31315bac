"""torch.cummax -> ConvTranspose3d: synthesised by warpgym synth (seed 7, index 1312, torch#2, dim 0 x2085)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> ConvTranspose3d"""

    def __init__(self):
        super().__init__()
        self.convtranspose3d_1 = nn.ConvTranspose3d(in_channels=16, kernel_size=3, out_channels=8)

    def forward(self, x):
        x = torch.cummax(x, -1)[0]
        x = self.convtranspose3d_1(x)
        return x


def get_inputs():
    return [torch.randn(8340, 16, 8, 8, 8)]


def get_init_inputs():
    return []
