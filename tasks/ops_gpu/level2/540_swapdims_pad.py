"""torch.swapdims -> F.pad: synthesised by warpgym synth (seed 7, index 876, torch#2, dim 0 x3882)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> F.pad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapdims(x, -1, -2)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(31056, 16, 32, 32)]


def get_init_inputs():
    return []
