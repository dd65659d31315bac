"""AvgPool3d: synthesised by warpgym synth (seed 7, index 1274, torch#1, dim 0 x3622)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.avgpool3d_0(x)
        return x


def get_inputs():
    return [torch.randn(57952, 32, 16, 16)]


def get_init_inputs():
    return []
