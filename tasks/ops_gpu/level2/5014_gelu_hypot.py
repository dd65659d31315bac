"""F.gelu -> torch.hypot: synthesised by warpgym synth (seed 9, index 459, torch#2, dim 0 x2441)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.hypot"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.gelu(x)
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(39056, 32, 16, 16), torch.randn(39056, 32, 16, 16)]


def get_init_inputs():
    return []
