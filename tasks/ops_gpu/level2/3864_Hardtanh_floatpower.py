"""Hardtanh -> torch.float_power: synthesised by warpgym synth (seed 7, index 6081, torch#2, dim 0 x362)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> torch.float_power"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = torch.float_power(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(92672, 512)]


def get_init_inputs():
    return []
