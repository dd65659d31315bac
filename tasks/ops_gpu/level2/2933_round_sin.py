"""torch.round -> torch.sin: synthesised by warpgym synth (seed 7, index 4640, torch#2, dim 0 x2147)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> torch.sin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.round(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(8588, 32, 32, 32)]


def get_init_inputs():
    return []
