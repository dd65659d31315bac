"""torch.movedim -> F.softsign -> torch.exp: synthesised by warpgym synth (seed 7, index 1639, torch#3, dim 0 x2167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.movedim -> F.softsign -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.movedim(x, 2, 1)
        x = F.softsign(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(8668, 16, 8, 8, 8)]


def get_init_inputs():
    return []
