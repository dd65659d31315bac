"""torch.subtract -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 3961, torch#2, dim 0 x2819)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(45104, 64, 128), torch.randn(45104, 64, 128)]


def get_init_inputs():
    return []
