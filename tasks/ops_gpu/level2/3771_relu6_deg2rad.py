"""F.relu6 -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 5919, torch#2, dim 0 x1753)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> torch.deg2rad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu6(x)
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(56096, 128, 64)]


def get_init_inputs():
    return []
