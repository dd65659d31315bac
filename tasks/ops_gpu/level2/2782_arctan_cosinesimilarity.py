"""torch.arctan -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 4391, torch#2, dim 0 x2061)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.arctan(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(16488, 16, 32, 32), torch.randn(16488, 16, 32, 32)]


def get_init_inputs():
    return []
