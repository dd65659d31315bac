"""PairwiseDistance -> ELU -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 2011, torch#3, dim 0 x1523)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> ELU -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.elu_1 = nn.ELU()
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=32)

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.elu_1(x)
        x = self.batchnorm1d_2(x)
        return x


def get_inputs():
    return [torch.randn(24368, 32, 16, 16), torch.randn(24368, 32, 16, 16)]


def get_init_inputs():
    return []
