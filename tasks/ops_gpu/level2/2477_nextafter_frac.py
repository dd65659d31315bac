"""torch.nextafter -> torch.frac: synthesised by warpgym synth (seed 7, index 3915, torch#2, dim 0 x2594)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> torch.frac"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(20752, 64, 16, 16), torch.randn(20752, 64, 16, 16)]


def get_init_inputs():
    return []
