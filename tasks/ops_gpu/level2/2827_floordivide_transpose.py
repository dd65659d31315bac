"""torch.floor_divide -> torch.transpose: synthesised by warpgym synth (seed 7, index 4463, torch#2, dim 0 x1980)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor_divide -> torch.transpose"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(31680, 32, 256), torch.randn(31680, 32, 256)]


def get_init_inputs():
    return []
