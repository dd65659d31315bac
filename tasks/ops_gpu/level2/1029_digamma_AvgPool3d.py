"""torch.digamma -> AvgPool3d: synthesised by warpgym synth (seed 7, index 1672, torch#2, dim 0 x2196)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.digamma -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = torch.digamma(x)
        x = self.avgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(17568, 64, 16, 16)]


def get_init_inputs():
    return []
