"""torch.select -> F.mish: synthesised by warpgym synth (seed 7, index 1209, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.select(x, -1, 2)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
