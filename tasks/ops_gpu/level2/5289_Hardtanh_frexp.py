"""Hardtanh -> torch.frexp: synthesised by warpgym synth (seed 10, index 34, torch#2, dim 0 x1218)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> torch.frexp"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = torch.frexp(x)[0]
        return x


def get_inputs():
    return [torch.randn(4872, 32, 32, 32)]


def get_init_inputs():
    return []
