"""PairwiseDistance -> GELU: synthesised by warpgym synth (seed 7, index 6915, torch#2, dim 0 x13054)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> GELU"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.gelu_1 = nn.GELU()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(52216, 16, 8, 8, 8), torch.randn(52216, 16, 8, 8, 8)]


def get_init_inputs():
    return []
