"""Tanhshrink -> ConvTranspose3d -> CosineSimilarity -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 399, torch#4, dim 0 x718)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> ConvTranspose3d -> CosineSimilarity -> torch.deg2rad"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.convtranspose3d_1 = nn.ConvTranspose3d(in_channels=16, kernel_size=3, out_channels=8)
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.tanhshrink_0(x)
        x = self.convtranspose3d_1(x)
        x = self.cosinesimilarity_2(x, x1)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(2872, 16, 8, 8, 8), torch.randn(2872, 8, 10, 10, 10)]


def get_init_inputs():
    return []
