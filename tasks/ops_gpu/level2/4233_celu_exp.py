"""F.celu -> torch.exp: synthesised by warpgym synth (seed 7, index 6650, torch#2, dim 0 x2615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.celu(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(41840, 32, 256)]


def get_init_inputs():
    return []
