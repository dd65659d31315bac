"""F.hardshrink -> torch.repeat_interleave: synthesised by warpgym synth (seed 7, index 4921, torch#2, dim 0 x2021)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardshrink -> torch.repeat_interleave"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.hardshrink(x)
        x = torch.repeat_interleave(x, 2)
        return x


def get_inputs():
    return [torch.randn(517376, 512)]


def get_init_inputs():
    return []
