"""torch.minimum -> torch.transpose -> torch.select: synthesised by warpgym synth (seed 7, index 4046, torch#3, dim 0 x3777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> torch.transpose -> torch.select"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = torch.transpose(x, -1, -2)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(30216, 16, 32, 32), torch.randn(30216, 16, 32, 32)]


def get_init_inputs():
    return []
