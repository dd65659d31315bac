"""torch.true_divide -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 4382, torch#2, dim 0 x1778)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.true_divide(x, x1)
        x = F.cosine_similarity(x, x2)
        return x


def get_inputs():
    return [torch.randn(3556, 8, 8, 16, 16), torch.randn(3556, 8, 8, 16, 16), torch.randn(3556, 8, 8, 16, 16)]


def get_init_inputs():
    return []
