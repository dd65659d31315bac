"""Hardtanh -> F.leaky_relu -> Softshrink: synthesised by warpgym synth (seed 7, index 2870, torch#3, dim 0 x1530)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.leaky_relu -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = F.leaky_relu(x)
        x = self.softshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(783360, 256)]


def get_init_inputs():
    return []
