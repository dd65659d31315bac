"""F.avg_pool2d -> torch.movedim: synthesised by warpgym synth (seed 7, index 3725, torch#2, dim 0 x2787)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> torch.movedim"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(22296, 64, 16, 16)]


def get_init_inputs():
    return []
