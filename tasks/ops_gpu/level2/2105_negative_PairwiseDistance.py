"""torch.negative -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 3324, torch#2, dim 0 x16308)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = torch.negative(x)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2087424, 256), torch.randn(2087424, 256)]


def get_init_inputs():
    return []
