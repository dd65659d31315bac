"""torch.cumprod -> torch.min: synthesised by warpgym synth (seed 7, index 3115, torch#2, dim 0 x10124)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cumprod -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.cumprod(x, -1)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(1295872, 256), torch.randn(1295872, 256)]


def get_init_inputs():
    return []
