"""Tanhshrink -> LocalResponseNorm -> Flatten -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 6877, torch#4, dim 0 x149)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> LocalResponseNorm -> Flatten -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)
        self.flatten_2 = nn.Flatten()
        self.marginrankingloss_3 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = self.tanhshrink_0(x)
        x = self.localresponsenorm_1(x)
        x = self.flatten_2(x)
        x = self.marginrankingloss_3(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(1192, 256, 128), torch.randn(1192, 32768), torch.randn(1192, 32768)]


def get_init_inputs():
    return []
