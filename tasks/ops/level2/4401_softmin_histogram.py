"""F.softmin -> torch.histogram: synthesised by warpgym synth (seed 7, index 5766, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> torch.histogram"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmin(x)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(16, 64, 128)]


def get_init_inputs():
    return []
