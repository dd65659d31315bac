"""F.conv1d -> torch.aminmax: synthesised by warpgym synth (seed 9, index 211, torch#2, dim 0 x37)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv1d -> torch.aminmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.conv1d(x, x1)
        x = torch.aminmax(x)[0]
        return x


def get_inputs():
    return [torch.randn(592, 64, 128), torch.randn(592, 64, 128)]


def get_init_inputs():
    return []
