"""F.unfold -> F.threshold: synthesised by warpgym synth (seed 7, index 2054, torch#2, dim 0 x1027)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(16432, 32, 16, 16)]


def get_init_inputs():
    return []
