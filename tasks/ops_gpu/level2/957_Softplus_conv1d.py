"""Softplus -> F.conv1d: synthesised by warpgym synth (seed 7, index 1551, torch#2, dim 0 x241)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> F.conv1d"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = F.conv1d(x, x1)
        return x


def get_inputs():
    return [torch.randn(3856, 64, 128), torch.randn(3856, 64, 128)]


def get_init_inputs():
    return []
