"""Hardtanh -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 4779, torch#2, dim 0 x7390)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(118240, 32, 16, 16)]


def get_init_inputs():
    return []
