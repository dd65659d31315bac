"""PairwiseDistance -> F.hardswish: synthesised by warpgym synth (seed 7, index 2777, torch#2, dim 0 x932)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(7456, 16, 32, 32), torch.randn(7456, 16, 32, 32)]


def get_init_inputs():
    return []
