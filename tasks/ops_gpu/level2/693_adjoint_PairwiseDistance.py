"""torch.adjoint -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 1112, torch#2, dim 0 x511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = torch.adjoint(x)
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(4088, 16, 32, 32), torch.randn(4088, 16, 32, 32)]


def get_init_inputs():
    return []
