"""torch.atan -> torch.movedim -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 5132, torch#3, dim 0 x6905)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan -> torch.movedim -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.atan(x)
        x = torch.movedim(x, 2, 1)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(55240, 64, 16, 16)]


def get_init_inputs():
    return []
