"""Softplus -> torch.diff -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 3622, torch#3, dim 0 x3566)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> torch.diff -> torch.rad2deg"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = torch.diff(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(57056, 32, 16, 16)]


def get_init_inputs():
    return []
