"""torch.movedim -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 313, torch#2, dim 0 x3866)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.movedim -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = torch.movedim(x, 2, 1)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(30928, 64, 16, 16), torch.randn(30928, 16, 64, 16)]


def get_init_inputs():
    return []
