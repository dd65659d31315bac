"""torch.clamp_min -> torch.cummin: synthesised by warpgym synth (seed 7, index 3548, torch#2, dim 0 x2363)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> torch.cummin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = torch.cummin(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(4726, 8, 8, 16, 16)]


def get_init_inputs():
    return []
