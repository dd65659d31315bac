"""F.adaptive_max_pool3d_with_indices -> PixelShuffle: synthesised by warpgym synth (seed 7, index 689, torch#2, dim 0 x29434)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> PixelShuffle"""

    def __init__(self):
        super().__init__()
        self.pixelshuffle_1 = nn.PixelShuffle(upscale_factor=2)

    def forward(self, x):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = self.pixelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(58868, 8, 8, 16, 16)]


def get_init_inputs():
    return []
