"""F.cosine_similarity -> F.max_pool1d_with_indices -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 2144, torch#3, dim 0 x448)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> F.max_pool1d_with_indices -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_2 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2, x3):
        x = F.cosine_similarity(x, x1)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.marginrankingloss_2(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(3584, 256, 128), torch.randn(3584, 256, 128), torch.randn(3584, 42), torch.randn(3584, 42)]


def get_init_inputs():
    return []
