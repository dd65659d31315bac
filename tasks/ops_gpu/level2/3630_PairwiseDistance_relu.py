"""PairwiseDistance -> F.relu: synthesised by warpgym synth (seed 7, index 5702, torch#2, dim 0 x1914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> F.relu"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(61248, 128, 64), torch.randn(61248, 128, 64)]


def get_init_inputs():
    return []
