"""Hardtanh -> InstanceNorm1d: synthesised by warpgym synth (seed 7, index 4345, torch#2, dim 0 x396)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=128)

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = self.instancenorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3168, 256, 128)]


def get_init_inputs():
    return []
