"""F.normalize -> F.hardshrink -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 5095, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> F.hardshrink -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = F.hardshrink(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32)]


def get_init_inputs():
    return []
