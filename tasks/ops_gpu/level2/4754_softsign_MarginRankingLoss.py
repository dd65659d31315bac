"""F.softsign -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 6471, torch#2, dim 0 x398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = F.softsign(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(3184, 64, 16, 16), torch.randn(3184, 64, 16, 16), torch.randn(3184, 64, 16, 16)]


def get_init_inputs():
    return []
