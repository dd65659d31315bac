"""torch.pow -> torch.absolute -> torch.logsumexp: synthesised by warpgym synth (seed 7, index 6415, torch#3, dim 0 x3028)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> torch.absolute -> torch.logsumexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = torch.absolute(x)
        x = torch.logsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(48448, 64, 128)]


def get_init_inputs():
    return []
