"""torch.frexp -> AvgPool2d -> GroupNorm: synthesised by warpgym synth (seed 9, index 207, torch#3, dim 0 x788)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> AvgPool2d -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)
        self.groupnorm_2 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = self.avgpool2d_1(x)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(6304, 16, 32, 32)]


def get_init_inputs():
    return []
