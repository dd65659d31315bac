"""CircularPad1d -> LogSigmoid -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 6337, torch#3, dim 0 x168)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> LogSigmoid -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.logsigmoid_1 = nn.LogSigmoid()
        self.marginrankingloss_2 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.circularpad1d_0(x)
        x = self.logsigmoid_1(x)
        x = self.marginrankingloss_2(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(86016, 256), torch.randn(86016, 258), torch.randn(86016, 258)]


def get_init_inputs():
    return []
