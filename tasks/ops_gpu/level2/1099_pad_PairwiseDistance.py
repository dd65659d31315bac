"""F.pad -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 1783, torch#2, dim 0 x391)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(200192, 256), torch.randn(200192, 258)]


def get_init_inputs():
    return []
