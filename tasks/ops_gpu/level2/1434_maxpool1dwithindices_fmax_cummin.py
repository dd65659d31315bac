"""F.max_pool1d_with_indices -> torch.fmax -> torch.cummin: synthesised by warpgym synth (seed 7, index 2297, torch#3, dim 0 x3821)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> torch.fmax -> torch.cummin"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.fmax(x, x1)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(244544, 1024), torch.randn(244544, 341)]


def get_init_inputs():
    return []
