"""torch.expm1 -> torch.msort: synthesised by warpgym synth (seed 9, index 536, torch#2, dim 0 x2250)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> torch.msort"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.expm1(x)
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(18000, 64, 16, 16)]


def get_init_inputs():
    return []
