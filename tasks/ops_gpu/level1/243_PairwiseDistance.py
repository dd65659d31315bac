"""PairwiseDistance: synthesised by warpgym synth (seed 7, index 3464, torch#1, dim 0 x1253)."""
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
    return [torch.randn(20048, 64, 128), torch.randn(20048, 64, 128)]


def get_init_inputs():
    return []
