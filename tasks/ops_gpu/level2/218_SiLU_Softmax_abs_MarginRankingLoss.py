"""SiLU -> Softmax -> torch.abs -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 286, torch#4, dim 0 x5576)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> Softmax -> torch.abs -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.softmax_1 = nn.Softmax()
        self.marginrankingloss_3 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.silu_0(x)
        x = self.softmax_1(x)
        x = torch.abs(x)
        x = self.marginrankingloss_3(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(713728, 256), torch.randn(713728, 256), torch.randn(713728, 256)]


def get_init_inputs():
    return []
