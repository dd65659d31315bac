"""F.softshrink -> torch.divide: synthesised by warpgym synth (seed 7, index 4247, torch#2, dim 0 x10627)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.softshrink(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(42508, 16, 8, 8, 8), torch.randn(42508, 16, 8, 8, 8)]


def get_init_inputs():
    return []
