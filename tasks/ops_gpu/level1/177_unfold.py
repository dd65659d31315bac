"""F.unfold: synthesised by warpgym synth (seed 7, index 2553, torch#1, dim 0 x478)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        return x


def get_inputs():
    return [torch.randn(3824, 64, 16, 16)]


def get_init_inputs():
    return []
