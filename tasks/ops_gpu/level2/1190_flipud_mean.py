"""torch.flipud -> torch.mean: synthesised by warpgym synth (seed 7, index 1628, torch#2, dim 0 x2789)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> torch.mean"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(89248, 128, 64)]


def get_init_inputs():
    return []
