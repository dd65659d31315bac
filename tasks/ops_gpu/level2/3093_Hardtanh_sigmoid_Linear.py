"""Hardtanh -> F.sigmoid -> Linear: synthesised by warpgym synth (seed 7, index 4888, torch#3, dim 0 x339)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> F.sigmoid -> Linear"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.linear_2 = nn.Linear(in_features=128, out_features=128)

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = F.sigmoid(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(5424, 64, 128)]


def get_init_inputs():
    return []
