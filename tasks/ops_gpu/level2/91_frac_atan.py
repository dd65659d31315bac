"""torch.frac -> torch.atan: synthesised by warpgym synth (seed 7, index 127, torch#2, dim 0 x3282)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> torch.atan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.frac(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(52512, 32, 16, 16)]


def get_init_inputs():
    return []
