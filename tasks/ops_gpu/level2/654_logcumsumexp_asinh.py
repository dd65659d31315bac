"""torch.logcumsumexp -> torch.asinh: synthesised by warpgym synth (seed 7, index 1058, torch#2, dim 0 x2211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logcumsumexp -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.logcumsumexp(x, -1)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(141504, 1024)]


def get_init_inputs():
    return []
