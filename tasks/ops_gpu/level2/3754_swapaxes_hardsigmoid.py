"""torch.swapaxes -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 5891, torch#2, dim 0 x3410)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(13640, 32, 32, 32)]


def get_init_inputs():
    return []
