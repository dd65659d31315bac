"""AvgPool2d -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 2020, torch#2, dim 0 x3550)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool2d -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.avgpool2d_0 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x, x1):
        x = self.avgpool2d_0(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(113600, 128, 64), torch.randn(113600, 42, 21)]


def get_init_inputs():
    return []
