"""F.gelu -> torch.mean: synthesised by warpgym synth (seed 7, index 1136, torch#2, dim 0 x7219)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.mean"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(28876, 32, 32, 32)]


def get_init_inputs():
    return []
