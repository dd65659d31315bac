"""F.softmax -> torch.matrix_power: synthesised by warpgym synth (seed 7, index 5318, torch#2, dim 0 x16328)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.matrix_power"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = torch.matrix_power(x, 2)
        return x


def get_inputs():
    return [torch.randn(65312, 16, 8, 8, 8)]


def get_init_inputs():
    return []
