"""F.hardshrink -> torch.nextafter: synthesised by warpgym synth (seed 7, index 6172, torch#2, dim 0 x10109)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.nextafter"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.hardshrink(x)
        x = torch.nextafter(x, x1)
        return x


def get_inputs():
    return [torch.randn(20218, 8, 8, 16, 16), torch.randn(20218, 8, 8, 16, 16)]


def get_init_inputs():
    return []
