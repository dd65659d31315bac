"""torch.diff -> torch.mul: synthesised by warpgym synth (seed 7, index 4159, torch#2, dim 0 x322)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> torch.mul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.diff(x)
        x = torch.mul(x, x1)
        return x


def get_inputs():
    return [torch.randn(2576, 256, 128), torch.randn(2576, 256, 127)]


def get_init_inputs():
    return []
