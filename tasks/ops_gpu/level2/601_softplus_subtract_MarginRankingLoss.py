"""F.softplus -> torch.subtract -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 816, torch#3, dim 0 x881)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> torch.subtract -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_2 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2, x3):
        x = F.softplus(x)
        x = torch.subtract(x, x1)
        x = self.marginrankingloss_2(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(7048, 16, 32, 32), torch.randn(7048, 16, 32, 32), torch.randn(7048, 16, 32, 32), torch.randn(7048, 16, 32, 32)]


def get_init_inputs():
    return []
