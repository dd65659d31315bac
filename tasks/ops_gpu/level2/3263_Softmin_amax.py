"""Softmin -> torch.amax: synthesised by warpgym synth (seed 7, index 5146, torch#2, dim 0 x2147)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(34352, 32, 16, 16)]


def get_init_inputs():
    return []
