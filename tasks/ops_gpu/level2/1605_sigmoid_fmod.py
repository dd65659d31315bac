"""F.sigmoid -> torch.fmod: synthesised by warpgym synth (seed 7, index 2546, torch#2, dim 0 x1433)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> torch.fmod"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.sigmoid(x)
        x = torch.fmod(x, x1)
        return x


def get_inputs():
    return [torch.randn(22928, 64, 128), torch.randn(22928, 64, 128)]


def get_init_inputs():
    return []
