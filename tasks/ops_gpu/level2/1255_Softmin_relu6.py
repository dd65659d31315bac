"""Softmin -> F.relu6: synthesised by warpgym synth (seed 7, index 2026, torch#2, dim 0 x6597)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(844416, 256)]


def get_init_inputs():
    return []
