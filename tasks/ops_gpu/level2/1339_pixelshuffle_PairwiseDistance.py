"""F.pixel_shuffle -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 2151, torch#2, dim 0 x13342)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pixel_shuffle -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = F.pixel_shuffle(x, 2)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(53368, 16, 8, 8, 8), torch.randn(53368, 16, 2, 16, 16)]


def get_init_inputs():
    return []
