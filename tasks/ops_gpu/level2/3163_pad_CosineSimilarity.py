"""F.pad -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 4989, torch#2, dim 0 x3755)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1922560, 256), torch.randn(1922560, 258)]


def get_init_inputs():
    return []
