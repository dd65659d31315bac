"""torch.clamp_min -> torch.ceil: synthesised by warpgym synth (seed 7, index 1585, torch#2, dim 0 x3902)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> torch.ceil"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(31216, 64, 16, 16)]


def get_init_inputs():
    return []
