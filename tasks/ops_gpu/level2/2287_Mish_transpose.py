"""Mish -> torch.transpose: synthesised by warpgym synth (seed 7, index 3620, torch#2, dim 0 x6792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(1738752, 256)]


def get_init_inputs():
    return []
