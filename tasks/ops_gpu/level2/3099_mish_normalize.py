"""F.mish -> F.normalize: synthesised by warpgym synth (seed 7, index 4897, torch#2, dim 0 x1435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> F.normalize"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(11480, 64, 16, 16)]


def get_init_inputs():
    return []
