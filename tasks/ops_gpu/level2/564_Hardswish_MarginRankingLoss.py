"""Hardswish -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 764, torch#2, dim 0 x403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.hardswish_0(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(103168, 256), torch.randn(103168, 256), torch.randn(103168, 256)]


def get_init_inputs():
    return []
