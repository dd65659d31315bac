"""F.pad -> torch.histogram: synthesised by warpgym synth (seed 7, index 169, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> torch.histogram"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
