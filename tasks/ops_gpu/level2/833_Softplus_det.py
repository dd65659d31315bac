"""Softplus -> torch.det: synthesised by warpgym synth (seed 7, index 1359, torch#2, dim 0 x1060)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.det"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(16960, 32, 16, 16)]


def get_init_inputs():
    return []
