"""MarginRankingLoss: synthesised by warpgym synth (seed 7, index 6427, torch#1, dim 0 x536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_0 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.marginrankingloss_0(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(2144, 32, 32, 32), torch.randn(2144, 32, 32, 32), torch.randn(2144, 32, 32, 32)]


def get_init_inputs():
    return []
