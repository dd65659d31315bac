"""torch.ceil -> torch.negative: synthesised by warpgym synth (seed 7, index 470, torch#2, dim 0 x3797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> torch.negative"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.ceil(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(60752, 32, 16, 16)]


def get_init_inputs():
    return []
