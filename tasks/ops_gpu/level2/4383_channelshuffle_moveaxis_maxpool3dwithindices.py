"""F.channel_shuffle -> torch.moveaxis -> F.max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 6888, torch#3, dim 0 x7602)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> torch.moveaxis -> F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = torch.moveaxis(x, 2, 1)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(60816, 16, 32, 32)]


def get_init_inputs():
    return []
