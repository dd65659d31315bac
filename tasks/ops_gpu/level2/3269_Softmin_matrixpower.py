"""Softmin -> torch.matrix_power: synthesised by warpgym synth (seed 7, index 5152, torch#2, dim 0 x1606)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> torch.matrix_power"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = torch.matrix_power(x, 2)
        return x


def get_inputs():
    return [torch.randn(6424, 32, 32, 32)]


def get_init_inputs():
    return []
