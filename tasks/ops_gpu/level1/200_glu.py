"""F.glu: synthesised by warpgym synth (seed 7, index 2914, torch#1, dim 0 x1703)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(13624, 256, 128)]


def get_init_inputs():
    return []
