"""torch.frac -> F.lp_pool1d -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 4959, torch#3, dim 0 x7023)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> F.lp_pool1d -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.frac(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(449472, 1024), torch.randn(449472, 341)]


def get_init_inputs():
    return []
