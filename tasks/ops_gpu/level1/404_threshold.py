"""F.threshold: synthesised by warpgym synth (seed 7, index 6003, torch#1, dim 0 x3181)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(25448, 64, 16, 16)]


def get_init_inputs():
    return []
