"""F.softmin -> torch.amax: synthesised by warpgym synth (seed 7, index 5034, torch#2, dim 0 x4509)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.amax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(2308608, 256)]


def get_init_inputs():
    return []
