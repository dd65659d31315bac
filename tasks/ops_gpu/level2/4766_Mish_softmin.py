"""Mish -> F.softmin: synthesised by warpgym synth (seed 9, index 63, torch#2, dim 0 x15168)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(1941504, 256)]


def get_init_inputs():
    return []
