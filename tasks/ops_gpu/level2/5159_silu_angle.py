"""F.silu -> torch.angle: synthesised by warpgym synth (seed 9, index 670, torch#2, dim 0 x373)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.silu -> torch.angle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.silu(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(2984, 256, 128)]


def get_init_inputs():
    return []
