"""PairwiseDistance -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 6133, torch#2, dim 0 x621)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(9936, 32, 16, 16), torch.randn(9936, 32, 16, 16)]


def get_init_inputs():
    return []
