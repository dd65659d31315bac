"""torch.div -> RReLU -> PairwiseDistance: synthesised by warpgym synth (seed 8, index 61, torch#3, dim 0 x438)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> RReLU -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()
        self.pairwisedistance_2 = nn.PairwiseDistance()

    def forward(self, x, x1, x2):
        x = torch.div(x, x1)
        x = self.rrelu_1(x)
        x = self.pairwisedistance_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(224256, 256), torch.randn(224256, 256), torch.randn(224256, 256)]


def get_init_inputs():
    return []
