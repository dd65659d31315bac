"""F.selu -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 4814, torch#2, dim 0 x3483)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> torch.clamp_min"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.selu(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(891648, 512)]


def get_init_inputs():
    return []
