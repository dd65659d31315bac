"""F.linear: synthesised by warpgym synth (seed 7, index 171, torch#1, dim 0 x61)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.linear"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.linear(x, x1)
        return x


def get_inputs():
    return [torch.randn(7808, 256), torch.randn(7808, 256)]


def get_init_inputs():
    return []
