"""torch.inverse -> torch.mean: synthesised by warpgym synth (seed 7, index 6920, torch#2, dim 0 x7470)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> torch.mean"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.inverse(x)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(59760, 16, 32, 32)]


def get_init_inputs():
    return []
