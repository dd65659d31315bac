"""InstanceNorm1d -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 3865, torch#2, dim 0 x959)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=128)
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.instancenorm1d_0(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(15344, 64, 128), torch.randn(15344, 64, 128), torch.randn(15344, 64, 128)]


def get_init_inputs():
    return []
