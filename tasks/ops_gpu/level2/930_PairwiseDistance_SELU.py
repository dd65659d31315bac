"""PairwiseDistance -> SELU: synthesised by warpgym synth (seed 7, index 1508, torch#2, dim 0 x14486)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> SELU"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.selu_1 = nn.SELU()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(57944, 16, 8, 8, 8), torch.randn(57944, 16, 8, 8, 8)]


def get_init_inputs():
    return []
