"""torch.diagonal -> torch.cosh: synthesised by warpgym synth (seed 7, index 4134, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> torch.cosh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.diagonal(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
