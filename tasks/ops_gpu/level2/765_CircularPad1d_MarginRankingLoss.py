"""CircularPad1d -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 1046, torch#2, dim 0 x558)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.marginrankingloss_1 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.circularpad1d_0(x)
        x = self.marginrankingloss_1(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(8928, 32, 256), torch.randn(8928, 32, 258), torch.randn(8928, 32, 258)]


def get_init_inputs():
    return []
