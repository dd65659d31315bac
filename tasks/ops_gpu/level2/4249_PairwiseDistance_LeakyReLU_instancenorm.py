"""PairwiseDistance -> LeakyReLU -> F.instance_norm: synthesised by warpgym synth (seed 7, index 6677, torch#3, dim 0 x3822)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> LeakyReLU -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = self.leakyrelu_1(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(30576, 64, 16, 16), torch.randn(30576, 64, 16, 16)]


def get_init_inputs():
    return []
