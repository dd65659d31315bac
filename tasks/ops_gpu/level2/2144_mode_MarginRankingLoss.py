"""torch.mode -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 2921, torch#2, dim 0 x1601)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = torch.mode(x)[0]
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(25616, 32, 16, 16), torch.randn(25616, 32, 16), torch.randn(25616, 32, 16)]


def get_init_inputs():
    return []
