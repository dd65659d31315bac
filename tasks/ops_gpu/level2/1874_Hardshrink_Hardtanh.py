"""Hardshrink -> Hardtanh: synthesised by warpgym synth (seed 7, index 2970, torch#2, dim 0 x3637)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(931072, 512)]


def get_init_inputs():
    return []
