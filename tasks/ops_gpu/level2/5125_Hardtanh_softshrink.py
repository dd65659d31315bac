"""Hardtanh -> F.softshrink: synthesised by warpgym synth (seed 9, index 624, torch#2, dim 0 x1707)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.softshrink"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(13656, 16, 32, 32)]


def get_init_inputs():
    return []
