"""torch.lerp -> torch.true_divide: synthesised by warpgym synth (seed 7, index 3349, torch#2, dim 0 x1412)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> torch.true_divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.lerp(x, x1, x2)
        x = torch.true_divide(x, x3)
        return x


def get_inputs():
    return [torch.randn(22592, 64, 128), torch.randn(22592, 64, 128), torch.randn(22592, 64, 128), torch.randn(22592, 64, 128)]


def get_init_inputs():
    return []
