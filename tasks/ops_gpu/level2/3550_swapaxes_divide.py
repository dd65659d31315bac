"""torch.swapaxes -> torch.divide: synthesised by warpgym synth (seed 7, index 5576, torch#2, dim 0 x2556)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> torch.divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.swapaxes(x, 2, 1)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(20448, 16, 32, 32), torch.randn(20448, 32, 16, 32)]


def get_init_inputs():
    return []
