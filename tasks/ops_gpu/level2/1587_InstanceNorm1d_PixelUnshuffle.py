"""InstanceNorm1d -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 2522, torch#2, dim 0 x781)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=128)
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = self.pixelunshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(6248, 256, 128)]


def get_init_inputs():
    return []
