"""F.pad -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 5155, torch#2, dim 0 x2529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = F.pad(x, pad=[1, 1])
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(323712, 256), torch.randn(323712, 258), torch.randn(323712, 258)]


def get_init_inputs():
    return []
