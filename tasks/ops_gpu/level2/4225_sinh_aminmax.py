"""torch.sinh -> torch.aminmax: synthesised by warpgym synth (seed 7, index 6638, torch#2, dim 0 x1509)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> torch.aminmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinh(x)
        x = torch.aminmax(x)[0]
        return x


def get_inputs():
    return [torch.randn(24144, 32, 16, 16)]


def get_init_inputs():
    return []
