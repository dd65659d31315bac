"""torch.var: synthesised by warpgym synth (seed 7, index 5045, torch#1, dim 0 x6791)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.var"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(27164, 32, 32, 32)]


def get_init_inputs():
    return []
