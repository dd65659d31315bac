"""torch.geqrf -> torch.mul: synthesised by warpgym synth (seed 7, index 5876, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> torch.mul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.geqrf(x)[0]
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(16, 64, 128), torch.randn(16, 64, 128)]


def get_init_inputs():
    return []
