"""F.avg_pool2d -> torch.transpose: synthesised by warpgym synth (seed 7, index 3831, torch#2, dim 0 x2260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> torch.transpose"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(18080, 256, 128)]


def get_init_inputs():
    return []
