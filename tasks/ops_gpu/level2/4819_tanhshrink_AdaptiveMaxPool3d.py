"""F.tanhshrink -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 9, index 141, torch#2, dim 0 x710)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.adaptivemaxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(11360, 32, 16, 16)]


def get_init_inputs():
    return []
