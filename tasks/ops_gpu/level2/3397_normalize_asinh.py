"""F.normalize -> torch.asinh: synthesised by warpgym synth (seed 7, index 5342, torch#2, dim 0 x1210)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.asinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.normalize(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(77440, 1024)]


def get_init_inputs():
    return []
