"""PairwiseDistance -> torch.floor_divide: synthesised by warpgym synth (seed 7, index 1475, torch#2, dim 0 x752)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> torch.floor_divide"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1, x2):
        x = self.pairwisedistance_0(x, x1)
        x = torch.floor_divide(x, x2)
        return x


def get_inputs():
    return [torch.randn(6016, 256, 128), torch.randn(6016, 256, 128), torch.randn(6016, 256)]


def get_init_inputs():
    return []
