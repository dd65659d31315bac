"""torch.matrix_power -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 6095, torch#2, dim 0 x586)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_power -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = torch.matrix_power(x, 2)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(4688, 64, 16, 16), torch.randn(4688, 64, 16, 16), torch.randn(4688, 64, 16, 16)]


def get_init_inputs():
    return []
