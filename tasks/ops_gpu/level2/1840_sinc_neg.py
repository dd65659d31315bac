"""torch.sinc -> torch.neg: synthesised by warpgym synth (seed 7, index 2913, torch#2, dim 0 x3180)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> torch.neg"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinc(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(12720, 32, 32, 32)]


def get_init_inputs():
    return []
