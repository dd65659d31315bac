"""PairwiseDistance: synthesised by warpgym synth (seed 7, index 4368, torch#1, dim 0 x5050)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        return x


def get_inputs():
    return [torch.randn(10100, 8, 8, 16, 16), torch.randn(10100, 8, 8, 16, 16)]


def get_init_inputs():
    return []
