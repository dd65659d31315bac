"""torch.divide -> torch.lerp: synthesised by warpgym synth (seed 7, index 430, torch#2, dim 0 x1399)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.divide -> torch.lerp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.divide(x, x1)
        x = torch.lerp(x, x2, x3)
        return x


def get_inputs():
    return [torch.randn(22384, 64, 128), torch.randn(22384, 64, 128), torch.randn(22384, 64, 128), torch.randn(22384, 64, 128)]


def get_init_inputs():
    return []
