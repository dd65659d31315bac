"""PairwiseDistance -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 1658, torch#2, dim 0 x3971)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PairwiseDistance -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_0 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = self.pairwisedistance_0(x, x1)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(31768, 16, 32, 32), torch.randn(31768, 16, 32, 32)]


def get_init_inputs():
    return []
