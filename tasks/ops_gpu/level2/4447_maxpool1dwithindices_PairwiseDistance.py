"""F.max_pool1d_with_indices -> PairwiseDistance: synthesised by warpgym synth (seed 8, index 19, torch#2, dim 0 x1839)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.pairwisedistance_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(117696, 1024), torch.randn(117696, 341)]


def get_init_inputs():
    return []
