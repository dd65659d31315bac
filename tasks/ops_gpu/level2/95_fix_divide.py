"""torch.fix -> torch.divide: synthesised by warpgym synth (seed 7, index 134, torch#2, dim 0 x719)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> torch.divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fix(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(11504, 64, 128), torch.randn(11504, 64, 128)]


def get_init_inputs():
    return []
