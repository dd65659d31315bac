"""torch.cummin -> torch.asinh: synthesised by warpgym synth (seed 7, index 3625, torch#2, dim 0 x1139)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummin -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cummin(x, -1)[0]
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(9112, 64, 16, 16)]


def get_init_inputs():
    return []
