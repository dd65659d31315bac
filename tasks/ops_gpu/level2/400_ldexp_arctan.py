"""torch.ldexp -> torch.arctan: synthesised by warpgym synth (seed 7, index 633, torch#2, dim 0 x1229)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ldexp -> torch.arctan"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.ldexp(x, x1)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(9832, 256, 128), torch.randn(9832, 256, 128)]


def get_init_inputs():
    return []
