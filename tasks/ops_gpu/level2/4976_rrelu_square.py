"""F.rrelu -> torch.square: synthesised by warpgym synth (seed 9, index 403, torch#2, dim 0 x12249)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.square"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(48996, 16, 8, 8, 8)]


def get_init_inputs():
    return []
