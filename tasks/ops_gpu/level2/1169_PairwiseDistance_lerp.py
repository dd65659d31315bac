"""PairwiseDistance -> torch.lerp: synthesised by warpgym synth (seed 7, index 1897, torch#2, dim 0 x1857)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1, x2, x3):
        x = self.pairwisedistance_0(x, x1)
        x = torch.lerp(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(14856, 256, 128), torch.randn(14856, 256, 128), torch.randn(14856, 256), torch.randn(14856, 256)]


def get_init_inputs():
    return []
