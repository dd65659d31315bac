"""AvgPool3d -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 6741, torch#2, dim 0 x11954)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.avgpool3d_0(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(23908, 8, 8, 16, 16), torch.randn(23908, 8, 2, 5, 5), torch.randn(23908, 8, 2, 5, 5)]


def get_init_inputs():
    return []
