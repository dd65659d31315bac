"""torch.subtract -> torch.cumprod -> torch.add: synthesised by warpgym synth (seed 7, index 6193, torch#3, dim 0 x1720)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> torch.cumprod -> torch.add"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.subtract(x, x1)
        x = torch.cumprod(x, -1)
        x = torch.add(x, x2)
        return x


def get_inputs():
    return [torch.randn(13760, 64, 16, 16), torch.randn(13760, 64, 16, 16), torch.randn(13760, 64, 16, 16)]


def get_init_inputs():
    return []
