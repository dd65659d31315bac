"""F.softplus -> F.softsign -> F.normalize: synthesised by warpgym synth (seed 9, index 241, torch#3, dim 0 x3747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.softsign -> F.normalize"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softplus(x)
        x = F.softsign(x)
        x = F.normalize(x)
        return x


def get_inputs():
    return [torch.randn(59952, 32, 16, 16)]


def get_init_inputs():
    return []
