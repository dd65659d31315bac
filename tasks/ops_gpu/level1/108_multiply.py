"""torch.multiply: synthesised by warpgym synth (seed 7, index 1512, torch#1, dim 0 x1529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.multiply"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(391424, 512), torch.randn(391424, 512)]


def get_init_inputs():
    return []
