"""CELU -> GroupNorm -> AdaptiveMaxPool2d -> AvgPool2d: synthesised by warpgym synth (seed 7, index 6399, torch#4, dim 0 x968)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> GroupNorm -> AdaptiveMaxPool2d -> AvgPool2d"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.groupnorm_1 = nn.GroupNorm(num_channels=64, num_groups=2)
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)
        self.avgpool2d_3 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.celu_0(x)
        x = self.groupnorm_1(x)
        x = self.adaptivemaxpool2d_2(x)
        x = self.avgpool2d_3(x)
        return x


def get_inputs():
    return [torch.randn(15488, 64, 128)]


def get_init_inputs():
    return []
