"""F.hardswish -> torch.round: synthesised by warpgym synth (seed 7, index 3248, torch#2, dim 0 x6253)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> torch.round"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardswish(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(800384, 256)]


def get_init_inputs():
    return []
