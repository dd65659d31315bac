"""Softmin -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 6844, torch#2, dim 0 x1292)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> torch.reciprocal"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(41344, 128, 64)]


def get_init_inputs():
    return []
