"""F.hardshrink -> torch.sort -> F.max_pool2d_with_indices -> torch.diff: synthesised by warpgym synth (seed 7, index 2072, torch#4, dim 0 x1128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.sort -> F.max_pool2d_with_indices -> torch.diff"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = torch.sort(x)[0]
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(18048, 32, 256)]


def get_init_inputs():
    return []
