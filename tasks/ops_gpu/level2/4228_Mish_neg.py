"""Mish -> torch.neg: synthesised by warpgym synth (seed 7, index 6642, torch#2, dim 0 x12052)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(24104, 8, 8, 16, 16)]


def get_init_inputs():
    return []
