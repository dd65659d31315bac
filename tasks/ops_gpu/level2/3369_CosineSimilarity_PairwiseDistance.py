"""CosineSimilarity -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 5299, torch#2, dim 0 x1225)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.pairwisedistance_1 = nn.PairwiseDistance()

    def forward(self, x, x1, x2):
        x = self.cosinesimilarity_0(x, x1)
        x = self.pairwisedistance_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(4900, 32, 32, 32), torch.randn(4900, 32, 32, 32), torch.randn(4900, 32, 32)]


def get_init_inputs():
    return []
