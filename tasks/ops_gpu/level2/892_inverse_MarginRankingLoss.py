"""torch.inverse -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 1215, torch#2, dim 0 x918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = torch.inverse(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(7344, 64, 16, 16), torch.randn(7344, 64, 16, 16), torch.randn(7344, 64, 16, 16)]


def get_init_inputs():
    return []
