"""F.max_pool2d_with_indices -> torch.mode: synthesised by warpgym synth (seed 7, index 5229, torch#2, dim 0 x2558)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> torch.mode"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = torch.mode(x)[0]
        return x


def get_inputs():
    return [torch.randn(81856, 128, 64)]


def get_init_inputs():
    return []
