"""torch.triu -> torch.swapdims: synthesised by warpgym synth (seed 8, index 388, torch#2, dim 0 x7174)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> torch.swapdims"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.triu(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(1836544, 256)]


def get_init_inputs():
    return []
