"""torch.fmin -> PairwiseDistance: synthesised by warpgym synth (seed 9, index 790, torch#2, dim 0 x2332)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmin -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1, x2):
        x = torch.fmin(x, x1)
        x = self.pairwisedistance_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(18656, 16, 32, 32), torch.randn(18656, 16, 32, 32), torch.randn(18656, 16, 32, 32)]


def get_init_inputs():
    return []
