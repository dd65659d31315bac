"""CosineSimilarity -> torch.inverse: synthesised by warpgym synth (seed 7, index 5124, torch#2, dim 0 x5870)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> torch.inverse"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = torch.inverse(x)
        return x


def get_inputs():
    return [torch.randn(23480, 16, 8, 8, 8), torch.randn(23480, 16, 8, 8, 8)]


def get_init_inputs():
    return []
