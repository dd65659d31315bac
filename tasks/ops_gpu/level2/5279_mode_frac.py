"""torch.mode -> torch.frac: synthesised by warpgym synth (seed 10, index 24, torch#2, dim 0 x3618)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> torch.frac"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.mode(x)[0]
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(14472, 32, 32, 32)]


def get_init_inputs():
    return []
