"""F.avg_pool2d -> F.threshold: synthesised by warpgym synth (seed 7, index 4085, torch#2, dim 0 x3243)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(103776, 128, 64)]


def get_init_inputs():
    return []
