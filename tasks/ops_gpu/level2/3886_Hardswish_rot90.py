"""Hardswish -> torch.rot90: synthesised by warpgym synth (seed 7, index 6122, torch#2, dim 0 x436)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> torch.rot90"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(13952, 128, 64)]


def get_init_inputs():
    return []
