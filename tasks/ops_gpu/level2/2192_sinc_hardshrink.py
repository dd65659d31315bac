"""torch.sinc -> F.hardshrink: synthesised by warpgym synth (seed 7, index 3461, torch#2, dim 0 x3574)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> F.hardshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinc(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(57184, 32, 16, 16)]


def get_init_inputs():
    return []
