"""torch.square -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 2920, torch#2, dim 0 x1694)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(13552, 16, 32, 32)]


def get_init_inputs():
    return []
