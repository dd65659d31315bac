"""PairwiseDistance -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 444, torch#2, dim 0 x3923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(31384, 64, 16, 16), torch.randn(31384, 64, 16, 16)]


def get_init_inputs():
    return []
