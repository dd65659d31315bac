"""torch.cumprod -> F.threshold: synthesised by warpgym synth (seed 7, index 512, torch#2, dim 0 x2140)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> F.threshold"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cumprod(x, -1)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(1095680, 256)]


def get_init_inputs():
    return []
