"""PairwiseDistance -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 3402, torch#2, dim 0 x1663)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(13304, 256, 128), torch.randn(13304, 256, 128)]


def get_init_inputs():
    return []
