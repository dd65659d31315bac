"""Hardshrink -> torch.hypot -> GroupNorm -> torch.add: synthesised by warpgym synth (seed 7, index 4494, torch#4, dim 0 x1955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.hypot -> GroupNorm -> torch.add"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.groupnorm_2 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x, x1, x2):
        x = self.hardshrink_0(x)
        x = torch.hypot(x, x1)
        x = self.groupnorm_2(x)
        x = torch.add(x, x2)
        return x


def get_inputs():
    return [torch.randn(31280, 64, 128), torch.randn(31280, 64, 128), torch.randn(31280, 64, 128)]


def get_init_inputs():
    return []
