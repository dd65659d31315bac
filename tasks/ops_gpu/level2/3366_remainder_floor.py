"""torch.remainder -> torch.floor: synthesised by warpgym synth (seed 7, index 5295, torch#2, dim 0 x1311)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.remainder -> torch.floor"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.remainder(x, x1)
        x = torch.floor(x)
        return x


def get_inputs():
    return [torch.randn(41952, 128, 64), torch.randn(41952, 128, 64)]


def get_init_inputs():
    return []
