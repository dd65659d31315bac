"""F.threshold -> torch.rot90: synthesised by warpgym synth (seed 7, index 1385, torch#2, dim 0 x1037)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> torch.rot90"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(530944, 256)]


def get_init_inputs():
    return []
