"""torch.transpose -> F.max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 5128, torch#2, dim 0 x3471)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(27768, 16, 32, 32)]


def get_init_inputs():
    return []
