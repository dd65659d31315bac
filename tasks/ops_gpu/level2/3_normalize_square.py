"""F.normalize -> torch.square: synthesised by warpgym synth (seed 7, index 4, torch#2, dim 0 x757)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.square"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(3028, 32, 32, 32)]


def get_init_inputs():
    return []
