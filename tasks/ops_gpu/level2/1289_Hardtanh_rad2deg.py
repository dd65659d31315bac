"""Hardtanh -> torch.rad2deg: synthesised by warpgym synth (seed 7, index 2073, torch#2, dim 0 x7481)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> torch.rad2deg"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = torch.rad2deg(x)
        return x


def get_inputs():
    return [torch.randn(957568, 256)]


def get_init_inputs():
    return []
