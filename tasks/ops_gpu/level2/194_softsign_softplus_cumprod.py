"""F.softsign -> F.softplus -> torch.cumprod: synthesised by warpgym synth (seed 7, index 302, torch#3, dim 0 x7774)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> F.softplus -> torch.cumprod"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = F.softplus(x)
        x = torch.cumprod(x, -1)
        return x


def get_inputs():
    return [torch.randn(1990144, 256)]


def get_init_inputs():
    return []
