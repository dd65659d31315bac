"""torch.square -> torch.sinh: synthesised by warpgym synth (seed 8, index 377, torch#2, dim 0 x1554)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> torch.sinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(24864, 32, 256)]


def get_init_inputs():
    return []
