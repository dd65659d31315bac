"""F.gelu -> torch.asinh: synthesised by warpgym synth (seed 7, index 2455, torch#2, dim 0 x3327)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(851712, 256)]


def get_init_inputs():
    return []
