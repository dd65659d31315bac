"""Unfold -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 6171, torch#2, dim 0 x375)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.unfold_0(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(1500, 32, 32, 32), torch.randn(1500, 288, 900), torch.randn(1500, 288, 900)]


def get_init_inputs():
    return []
