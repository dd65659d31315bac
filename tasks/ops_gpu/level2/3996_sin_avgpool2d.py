"""torch.sin -> F.avg_pool2d: synthesised by warpgym synth (seed 7, index 6288, torch#2, dim 0 x2234)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> F.avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sin(x)
        x = F.avg_pool2d(x, 3)
        return x


def get_inputs():
    return [torch.randn(17872, 256, 128)]


def get_init_inputs():
    return []
