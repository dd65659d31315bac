"""torch.sinc -> torch.tril: synthesised by warpgym synth (seed 8, index 120, torch#2, dim 0 x3178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> torch.tril"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sinc(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(25424, 16, 32, 32)]


def get_init_inputs():
    return []
