"""PairwiseDistance -> torch.t: synthesised by warpgym synth (seed 8, index 137, torch#2, dim 0 x1676)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> torch.t"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = torch.t(x)
        return x


def get_inputs():
    return [torch.randn(53632, 128, 64), torch.randn(53632, 128, 64)]


def get_init_inputs():
    return []
