"""torch.exp2 -> F.hardshrink -> torch.var: synthesised by warpgym synth (seed 7, index 2106, torch#3, dim 0 x5339)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> F.hardshrink -> torch.var"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.exp2(x)
        x = F.hardshrink(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(2733568, 256)]


def get_init_inputs():
    return []
