"""torch.multiply -> torch.msort: synthesised by warpgym synth (seed 9, index 741, torch#2, dim 0 x3545)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply -> torch.msort"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(453760, 256), torch.randn(453760, 256)]


def get_init_inputs():
    return []
