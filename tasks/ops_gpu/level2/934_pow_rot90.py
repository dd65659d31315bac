"""torch.pow -> torch.rot90: synthesised by warpgym synth (seed 7, index 1519, torch#2, dim 0 x3516)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.pow -> torch.rot90"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.pow(x, 2.0)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(900096, 512)]


def get_init_inputs():
    return []
