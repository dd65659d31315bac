"""torch.msort -> torch.digamma: synthesised by warpgym synth (seed 7, index 1813, torch#2, dim 0 x7051)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.msort -> torch.digamma"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.msort(x)
        x = torch.digamma(x)
        return x


def get_inputs():
    return [torch.randn(28204, 16, 8, 8, 8)]


def get_init_inputs():
    return []
