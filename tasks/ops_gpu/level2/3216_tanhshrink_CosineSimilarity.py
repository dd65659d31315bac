"""F.tanhshrink -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 5063, torch#2, dim 0 x2092)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = F.tanhshrink(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(8368, 16, 8, 8, 8), torch.randn(8368, 16, 8, 8, 8)]


def get_init_inputs():
    return []
