"""CosineSimilarity -> F.group_norm: synthesised by warpgym synth (seed 7, index 1313, torch#2, dim 0 x14522)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(58088, 16, 8, 8, 8), torch.randn(58088, 16, 8, 8, 8)]


def get_init_inputs():
    return []
