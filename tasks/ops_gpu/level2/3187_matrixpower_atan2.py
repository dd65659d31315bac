"""torch.matrix_power -> torch.atan2: synthesised by warpgym synth (seed 7, index 5021, torch#2, dim 0 x1948)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_power -> torch.atan2"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.matrix_power(x, 2)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(15584, 16, 32, 32), torch.randn(15584, 16, 32, 32)]


def get_init_inputs():
    return []
