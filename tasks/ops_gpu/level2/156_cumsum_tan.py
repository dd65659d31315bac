"""torch.cumsum -> torch.tan: synthesised by warpgym synth (seed 7, index 240, torch#2, dim 0 x14967)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumsum -> torch.tan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(1915776, 256)]


def get_init_inputs():
    return []
