"""torch.expm1 -> torch.diagonal: synthesised by warpgym synth (seed 7, index 4146, torch#2, dim 0 x8008)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> torch.diagonal"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.expm1(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(4100096, 256)]


def get_init_inputs():
    return []
