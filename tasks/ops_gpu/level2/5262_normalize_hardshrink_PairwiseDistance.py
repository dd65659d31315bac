"""F.normalize -> F.hardshrink -> PairwiseDistance: synthesised by warpgym synth (seed 9, index 818, torch#3, dim 0 x546)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> F.hardshrink -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_2 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = F.hardshrink(x)
        x = self.pairwisedistance_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(279552, 256), torch.randn(279552, 256)]


def get_init_inputs():
    return []
