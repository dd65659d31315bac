"""torch.remainder -> MarginRankingLoss: synthesised by warpgym synth (seed 8, index 83, torch#2, dim 0 x1311)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.remainder -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2, x3):
        x = torch.remainder(x, x1)
        x = self.marginrankingloss_1(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(671232, 256), torch.randn(671232, 256), torch.randn(671232, 256), torch.randn(671232, 256)]


def get_init_inputs():
    return []
