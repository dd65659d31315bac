"""PairwiseDistance -> F.relu -> torch.histc: synthesised by warpgym synth (seed 8, index 241, torch#3, dim 0 x4073)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> F.relu -> torch.histc"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = F.relu(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(32584, 64, 16, 16), torch.randn(32584, 64, 16, 16)]


def get_init_inputs():
    return []
