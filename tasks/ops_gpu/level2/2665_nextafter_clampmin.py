"""torch.nextafter -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 4219, torch#2, dim 0 x2456)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.nextafter -> torch.clamp_min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(9824, 32, 32, 32), torch.randn(9824, 32, 32, 32)]


def get_init_inputs():
    return []
