"""F.rrelu -> torch.flipud: synthesised by warpgym synth (seed 7, index 3183, torch#2, dim 0 x7176)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.flipud"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(28704, 16, 8, 8, 8)]


def get_init_inputs():
    return []
