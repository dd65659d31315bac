"""F.cosine_similarity -> F.group_norm: synthesised by warpgym synth (seed 7, index 4715, torch#2, dim 0 x408)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> F.group_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(3264, 64, 16, 16), torch.randn(3264, 64, 16, 16)]


def get_init_inputs():
    return []
