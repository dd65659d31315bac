"""F.mish -> torch.fliplr: synthesised by warpgym synth (seed 7, index 2155, torch#2, dim 0 x1987)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.mish(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(63584, 128, 64)]


def get_init_inputs():
    return []
