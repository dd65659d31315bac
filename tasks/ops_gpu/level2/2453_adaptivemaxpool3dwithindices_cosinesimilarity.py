"""F.adaptive_max_pool3d_with_indices -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 3872, torch#2, dim 0 x7475)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(29900, 32, 32, 32), torch.randn(29900, 4, 4, 4)]


def get_init_inputs():
    return []
