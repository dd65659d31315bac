"""torch.clamp_min -> torch.msort -> F.softshrink -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 5769, torch#4, dim 0 x535)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> torch.msort -> F.softshrink -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = torch.msort(x)
        x = F.softshrink(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(8560, 32, 256)]


def get_init_inputs():
    return []
