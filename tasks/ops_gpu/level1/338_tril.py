"""torch.tril: synthesised by warpgym synth (seed 7, index 4952, torch#1, dim 0 x1434)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(11472, 256, 128)]


def get_init_inputs():
    return []
