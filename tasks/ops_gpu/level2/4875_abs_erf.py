"""torch.abs -> torch.erf: synthesised by warpgym synth (seed 9, index 228, torch#2, dim 0 x7415)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> torch.erf"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.abs(x)
        x = torch.erf(x)
        return x


def get_inputs():
    return [torch.randn(1898240, 256)]


def get_init_inputs():
    return []
