"""F.avg_pool3d -> torch.square: synthesised by warpgym synth (seed 7, index 5443, torch#2, dim 0 x6879)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool3d -> torch.square"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.avg_pool3d(x, 3)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(110064, 32, 16, 16)]


def get_init_inputs():
    return []
