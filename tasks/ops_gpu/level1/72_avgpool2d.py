"""F.avg_pool2d: synthesised by warpgym synth (seed 7, index 997, torch#1, dim 0 x7041)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(112656, 32, 16, 16)]


def get_init_inputs():
    return []
