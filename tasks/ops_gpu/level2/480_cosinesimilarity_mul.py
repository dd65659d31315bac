"""F.cosine_similarity -> torch.mul: synthesised by warpgym synth (seed 7, index 762, torch#2, dim 0 x1030)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> torch.mul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.cosine_similarity(x, x1)
        x = torch.mul(x, x2)
        return x


def get_inputs():
    return [torch.randn(16480, 32, 16, 16), torch.randn(16480, 32, 16, 16), torch.randn(16480, 16, 16)]


def get_init_inputs():
    return []
