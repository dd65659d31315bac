"""F.conv1d -> torch.swapdims: synthesised by warpgym synth (seed 7, index 3142, torch#2, dim 0 x122)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv1d -> torch.swapdims"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.conv1d(x, x1)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(3904, 128, 64), torch.randn(3904, 128, 64)]


def get_init_inputs():
    return []
