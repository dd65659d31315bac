"""torch.inverse -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 3709, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.inverse(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(2, 8, 8, 16, 16)]


def get_init_inputs():
    return []
