"""torch.cumsum -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 3381, torch#2, dim 0 x859)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = torch.cumsum(x, -1)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(13744, 32, 16, 16), torch.randn(13744, 32, 16, 16)]


def get_init_inputs():
    return []
