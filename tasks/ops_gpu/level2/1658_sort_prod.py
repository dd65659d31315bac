"""torch.sort -> torch.prod: synthesised by warpgym synth (seed 7, index 2630, torch#2, dim 0 x2111)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> torch.prod"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sort(x)[0]
        x = torch.prod(x, -1)
        return x


def get_inputs():
    return [torch.randn(16888, 64, 16, 16)]


def get_init_inputs():
    return []
