"""PairwiseDistance -> ReLU6: synthesised by warpgym synth (seed 7, index 1943, torch#2, dim 0 x2370)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(18960, 64, 16, 16), torch.randn(18960, 64, 16, 16)]


def get_init_inputs():
    return []
