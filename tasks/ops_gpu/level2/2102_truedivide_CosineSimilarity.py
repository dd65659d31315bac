"""torch.true_divide -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 3320, torch#2, dim 0 x5997)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1, x2):
        x = torch.true_divide(x, x1)
        x = self.cosinesimilarity_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(23988, 16, 8, 8, 8), torch.randn(23988, 16, 8, 8, 8), torch.randn(23988, 16, 8, 8, 8)]


def get_init_inputs():
    return []
