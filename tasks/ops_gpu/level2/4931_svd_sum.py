"""torch.svd -> torch.sum: synthesised by warpgym synth (seed 9, index 113, torch#2, dim 0 x1896)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.svd -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.svd(x)[0]
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(30336, 64, 128)]


def get_init_inputs():
    return []
