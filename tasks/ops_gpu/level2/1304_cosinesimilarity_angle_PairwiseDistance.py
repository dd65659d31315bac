"""F.cosine_similarity -> torch.angle -> PairwiseDistance: synthesised by warpgym synth (seed 7, index 2096, torch#3, dim 0 x2089)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> torch.angle -> PairwiseDistance"""

    def __init__(self):
        super().__init__()
        self.pairwisedistance_2 = nn.PairwiseDistance()

    def forward(self, x, x1, x2):
        x = F.cosine_similarity(x, x1)
        x = torch.angle(x)
        x = self.pairwisedistance_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(8356, 32, 32, 32), torch.randn(8356, 32, 32, 32), torch.randn(8356, 32, 32)]


def get_init_inputs():
    return []
