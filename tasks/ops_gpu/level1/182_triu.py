"""torch.triu: synthesised by warpgym synth (seed 7, index 2637, torch#1, dim 0 x1889)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(15112, 256, 128)]


def get_init_inputs():
    return []
