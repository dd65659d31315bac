"""torch.narrow_copy -> torch.rot90: synthesised by warpgym synth (seed 7, index 4434, torch#2, dim 0 x1635)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.narrow_copy -> torch.rot90"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.narrow_copy(x, -1, 2, 2)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(13080, 256, 128)]


def get_init_inputs():
    return []
