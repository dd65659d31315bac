"""PairwiseDistance -> F.gelu: synthesised by warpgym synth (seed 7, index 2805, torch#2, dim 0 x445)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(3560, 64, 16, 16), torch.randn(3560, 64, 16, 16)]


def get_init_inputs():
    return []
