"""torch.cumprod -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 728, torch#2, dim 0 x933)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = torch.cumprod(x, -1)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3732, 32, 32, 32), torch.randn(3732, 32, 32, 32), torch.randn(3732, 32, 32, 32)]


def get_init_inputs():
    return []
