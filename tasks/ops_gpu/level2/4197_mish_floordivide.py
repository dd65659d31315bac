"""F.mish -> torch.floor_divide: synthesised by warpgym synth (seed 7, index 6595, torch#2, dim 0 x2248)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.mish -> torch.floor_divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.mish(x)
        x = torch.floor_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(35968, 32, 16, 16), torch.randn(35968, 32, 16, 16)]


def get_init_inputs():
    return []
