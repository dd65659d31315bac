"""Softmin -> F.mish: synthesised by warpgym synth (seed 9, index 376, torch#2, dim 0 x820)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.mish"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(6560, 64, 16, 16)]


def get_init_inputs():
    return []
