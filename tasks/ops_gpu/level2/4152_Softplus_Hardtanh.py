"""Softplus -> Hardtanh: synthesised by warpgym synth (seed 7, index 6516, torch#2, dim 0 x4387)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(17548, 16, 8, 8, 8)]


def get_init_inputs():
    return []
