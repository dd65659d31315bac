"""torch.digamma -> torch.var: synthesised by warpgym synth (seed 7, index 3480, torch#2, dim 0 x7052)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.digamma -> torch.var"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.digamma(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(56416, 16, 32, 32)]


def get_init_inputs():
    return []
