"""F.pad -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 4306, torch#2, dim 0 x444)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(28416, 1024), torch.randn(28416, 1026)]


def get_init_inputs():
    return []
