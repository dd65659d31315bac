"""torch.erf -> torch.triu -> F.pad: synthesised by warpgym synth (seed 9, index 701, torch#3, dim 0 x3726)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> torch.triu -> F.pad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.erf(x)
        x = torch.triu(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(29808, 16, 32, 32)]


def get_init_inputs():
    return []
