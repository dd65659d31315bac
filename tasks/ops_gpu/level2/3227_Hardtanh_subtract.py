"""Hardtanh -> torch.subtract: synthesised by warpgym synth (seed 7, index 5082, torch#2, dim 0 x4385)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> torch.subtract"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.hardtanh_0(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(280640, 1024), torch.randn(280640, 1024)]


def get_init_inputs():
    return []
