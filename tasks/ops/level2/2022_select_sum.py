"""torch.select -> torch.sum: synthesised by warpgym synth (seed 7, index 2666, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.select(x, -1, 2)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32)]


def get_init_inputs():
    return []
