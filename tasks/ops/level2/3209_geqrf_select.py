"""torch.geqrf -> torch.select: synthesised by warpgym synth (seed 7, index 4238, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> torch.select"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.geqrf(x)[0]
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
