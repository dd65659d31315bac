"""torch.logaddexp2 -> torch.absolute: synthesised by warpgym synth (seed 7, index 3163, torch#2, dim 0 x1836)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(29376, 64, 128), torch.randn(29376, 64, 128)]


def get_init_inputs():
    return []
