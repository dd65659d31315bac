"""torch.reciprocal -> torch.ldexp: synthesised by warpgym synth (seed 7, index 4840, torch#2, dim 0 x2555)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.reciprocal -> torch.ldexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.reciprocal(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(40880, 64, 128), torch.randn(40880, 64, 128)]


def get_init_inputs():
    return []
