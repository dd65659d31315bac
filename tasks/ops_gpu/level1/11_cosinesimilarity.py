"""F.cosine_similarity: synthesised by warpgym synth (seed 7, index 150, torch#1, dim 0 x440)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(3520, 256, 128), torch.randn(3520, 256, 128)]


def get_init_inputs():
    return []
