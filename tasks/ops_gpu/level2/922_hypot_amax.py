"""torch.hypot -> torch.amax: synthesised by warpgym synth (seed 7, index 1496, torch#2, dim 0 x3012)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> torch.amax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(1542144, 256), torch.randn(1542144, 256)]


def get_init_inputs():
    return []
