"""torch.float_power -> torch.cumsum: synthesised by warpgym synth (seed 7, index 62, torch#2, dim 0 x1163)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> torch.cumsum"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.float_power(x, 2.0)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(9304, 256, 128)]


def get_init_inputs():
    return []
