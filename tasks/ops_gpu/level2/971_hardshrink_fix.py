"""F.hardshrink -> torch.fix: synthesised by warpgym synth (seed 7, index 1579, torch#2, dim 0 x1493)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.fix"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = torch.fix(x)
        return x


def get_inputs():
    return [torch.randn(11944, 256, 128)]


def get_init_inputs():
    return []
