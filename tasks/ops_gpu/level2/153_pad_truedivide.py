"""F.pad -> torch.true_divide: synthesised by warpgym synth (seed 7, index 233, torch#2, dim 0 x1061)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> torch.true_divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = torch.true_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(8488, 16, 32, 32), torch.randn(8488, 16, 32, 34)]


def get_init_inputs():
    return []
