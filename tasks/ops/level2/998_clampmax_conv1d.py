"""torch.clamp_max -> F.conv1d: synthesised by warpgym synth (seed 7, index 1320, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> F.conv1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.clamp_max(x, 0.5)
        x = F.conv1d(x, x1)
        return x


def get_inputs():
    return [torch.randn(32, 128, 64), torch.randn(32, 128, 64)]


def get_init_inputs():
    return []
