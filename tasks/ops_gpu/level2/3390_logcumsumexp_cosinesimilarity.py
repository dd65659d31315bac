"""torch.logcumsumexp -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 5329, torch#2, dim 0 x494)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logcumsumexp -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logcumsumexp(x, -1)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(3952, 64, 16, 16), torch.randn(3952, 64, 16, 16)]


def get_init_inputs():
    return []
