"""F.avg_pool2d -> torch.sub: synthesised by warpgym synth (seed 7, index 4600, torch#2, dim 0 x6759)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> torch.sub"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.avg_pool2d(x, 3)
        x = torch.sub(x, x1)
        return x


def get_inputs():
    return [torch.randn(108144, 32, 16, 16), torch.randn(108144, 32, 5, 5)]


def get_init_inputs():
    return []
