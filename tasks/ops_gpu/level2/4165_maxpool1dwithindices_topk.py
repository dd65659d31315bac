"""F.max_pool1d_with_indices -> torch.topk: synthesised by warpgym synth (seed 7, index 6542, torch#2, dim 0 x2157)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> torch.topk"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(34512, 64, 128)]


def get_init_inputs():
    return []
