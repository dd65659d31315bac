"""torch.sort -> torch.divide: synthesised by warpgym synth (seed 7, index 5833, torch#2, dim 0 x2638)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> torch.divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sort(x)[0]
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(21104, 16, 32, 32), torch.randn(21104, 16, 32, 32)]


def get_init_inputs():
    return []
