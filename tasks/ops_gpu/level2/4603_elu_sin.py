"""F.elu -> torch.sin: synthesised by warpgym synth (seed 8, index 263, torch#2, dim 0 x3207)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> torch.sin"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.elu(x)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(820992, 512)]


def get_init_inputs():
    return []
