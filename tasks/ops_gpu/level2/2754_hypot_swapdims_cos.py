"""torch.hypot -> torch.swapdims -> torch.cos: synthesised by warpgym synth (seed 7, index 4350, torch#3, dim 0 x7111)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> torch.swapdims -> torch.cos"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = torch.swapdims(x, -1, -2)
        x = torch.cos(x)
        return x


def get_inputs():
    return [torch.randn(14222, 8, 8, 16, 16), torch.randn(14222, 8, 8, 16, 16)]


def get_init_inputs():
    return []
