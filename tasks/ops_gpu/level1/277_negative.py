"""torch.negative: synthesised by warpgym synth (seed 7, index 3973, torch#1, dim 0 x2512)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(10048, 32, 32, 32)]


def get_init_inputs():
    return []
