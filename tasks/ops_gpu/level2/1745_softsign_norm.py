"""F.softsign -> torch.norm: synthesised by warpgym synth (seed 7, index 2694, torch#2, dim 0 x4365)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> torch.norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(69840, 32, 256)]


def get_init_inputs():
    return []
