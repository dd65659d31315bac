"""F.softshrink -> torch.clamp_min -> F.glu: synthesised by warpgym synth (seed 9, index 702, torch#3, dim 0 x1925)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> torch.clamp_min -> F.glu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.clamp_min(x, 0.5)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(30800, 32, 16, 16)]


def get_init_inputs():
    return []
