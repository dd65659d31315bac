"""torch.abs -> torch.subtract: synthesised by warpgym synth (seed 7, index 4336, torch#2, dim 0 x1979)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.abs -> torch.subtract"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.abs(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(1013248, 256), torch.randn(1013248, 256)]


def get_init_inputs():
    return []
