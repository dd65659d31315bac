"""F.adaptive_avg_pool2d -> GroupNorm -> AvgPool3d: synthesised by warpgym synth (seed 7, index 4650, torch#3, dim 0 x6850)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool2d -> GroupNorm -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=16, num_groups=2)
        self.avgpool3d_2 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = self.groupnorm_1(x)
        x = self.avgpool3d_2(x)
        return x


def get_inputs():
    return [torch.randn(54800, 16, 32, 32)]


def get_init_inputs():
    return []
