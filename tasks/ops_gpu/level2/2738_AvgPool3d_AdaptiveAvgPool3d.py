"""AvgPool3d -> AdaptiveAvgPool3d: synthesised by warpgym synth (seed 7, index 4320, torch#2, dim 0 x6447)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> AdaptiveAvgPool3d"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)
        self.adaptiveavgpool3d_1 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = self.adaptiveavgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(51576, 16, 32, 32)]


def get_init_inputs():
    return []
