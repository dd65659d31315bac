"""F.normalize -> torch.fmin: synthesised by warpgym synth (seed 7, index 5568, torch#2, dim 0 x2667)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.fmin"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.normalize(x)
        x = torch.fmin(x, x1)
        return x


def get_inputs():
    return [torch.randn(10668, 32, 32, 32), torch.randn(10668, 32, 32, 32)]


def get_init_inputs():
    return []
