"""F.adaptive_max_pool1d_with_indices -> PairwiseDistance -> F.cross_entropy: synthesised by warpgym synth (seed 8, index 172, torch#3, dim 0 x5143)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> PairwiseDistance -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1, x2):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.pairwisedistance_1(x, x1)
        x = F.cross_entropy(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(82288, 64, 128), torch.randn(82288, 64, 4), torch.randn(82288, 64)]


def get_init_inputs():
    return []
