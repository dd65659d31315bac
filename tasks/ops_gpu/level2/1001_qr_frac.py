"""torch.qr -> torch.frac: synthesised by warpgym synth (seed 7, index 1632, torch#2, dim 0 x1152)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> torch.frac"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(9216, 16, 32, 32)]


def get_init_inputs():
    return []
