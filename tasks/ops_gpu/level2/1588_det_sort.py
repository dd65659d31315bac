"""torch.det -> torch.sort: synthesised by warpgym synth (seed 7, index 2523, torch#2, dim 0 x30988)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.det -> torch.sort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.det(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(61976, 8, 8, 16, 16)]


def get_init_inputs():
    return []
