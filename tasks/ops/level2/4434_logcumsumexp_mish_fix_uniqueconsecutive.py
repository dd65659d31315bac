"""torch.logcumsumexp -> F.mish -> torch.fix -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 5810, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logcumsumexp -> F.mish -> torch.fix -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.logcumsumexp(x, -1)
        x = F.mish(x)
        x = torch.fix(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256)]


def get_init_inputs():
    return []
