"""F.avg_pool2d -> torch.amax: synthesised by warpgym synth (seed 7, index 5908, torch#2, dim 0 x4142)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> torch.amax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(66272, 32, 256)]


def get_init_inputs():
    return []
