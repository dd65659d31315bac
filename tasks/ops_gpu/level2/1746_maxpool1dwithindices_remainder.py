"""F.max_pool1d_with_indices -> torch.remainder: synthesised by warpgym synth (seed 7, index 2765, torch#2, dim 0 x3079)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> torch.remainder"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(788224, 512), torch.randn(788224, 170)]


def get_init_inputs():
    return []
