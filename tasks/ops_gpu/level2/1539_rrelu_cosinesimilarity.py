"""F.rrelu -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 2461, torch#2, dim 0 x1397)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.rrelu(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(178816, 256), torch.randn(178816, 256)]


def get_init_inputs():
    return []
