"""torch.neg -> F.softshrink: synthesised by warpgym synth (seed 7, index 2110, torch#2, dim 0 x1296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> F.softshrink"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.neg(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(5184, 32, 32, 32)]


def get_init_inputs():
    return []
