"""torch.abs -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 3147, torch#2, dim 0 x10277)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = torch.abs(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(1315456, 256), torch.randn(1315456, 256), torch.randn(1315456, 256)]


def get_init_inputs():
    return []
