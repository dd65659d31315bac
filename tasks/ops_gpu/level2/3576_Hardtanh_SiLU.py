"""Hardtanh -> SiLU: synthesised by warpgym synth (seed 7, index 5611, torch#2, dim 0 x5973)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> SiLU"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(1529088, 256)]


def get_init_inputs():
    return []
