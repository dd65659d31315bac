"""torch.absolute -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 3743, torch#2, dim 0 x1199)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.absolute(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(19184, 64, 128), torch.randn(19184, 64, 128)]


def get_init_inputs():
    return []
