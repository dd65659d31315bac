"""PairwiseDistance -> torch.norm: synthesised by warpgym synth (seed 7, index 6451, torch#2, dim 0 x321)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(2568, 256, 128), torch.randn(2568, 256, 128)]


def get_init_inputs():
    return []
