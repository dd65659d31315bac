"""F.gelu -> torch.cos -> torch.det: synthesised by warpgym synth (seed 7, index 4718, torch#3, dim 0 x750)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.cos -> torch.det"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.gelu(x)
        x = torch.cos(x)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(6000, 16, 32, 32)]


def get_init_inputs():
    return []
