"""Mish -> F.adaptive_max_pool2d_with_indices -> MaxPool3d -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 5556, torch#4, dim 0 x2702)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.adaptive_max_pool2d_with_indices -> MaxPool3d -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.maxpool3d_2 = nn.MaxPool3d(kernel_size=3)
        self.adaptivemaxpool3d_3 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.mish_0(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.maxpool3d_2(x)
        x = self.adaptivemaxpool3d_3(x)
        return x


def get_inputs():
    return [torch.randn(43232, 32, 16, 16)]


def get_init_inputs():
    return []
