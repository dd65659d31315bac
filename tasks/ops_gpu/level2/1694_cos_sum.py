"""torch.cos -> torch.sum: synthesised by warpgym synth (seed 7, index 2612, torch#2, dim 0 x29185)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> torch.sum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cos(x)
        x = torch.sum(x)
        return x


def get_inputs():
    return [torch.randn(116740, 16, 8, 8, 8)]


def get_init_inputs():
    return []
