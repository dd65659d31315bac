"""Hardtanh -> InstanceNorm3d: synthesised by warpgym synth (seed 7, index 405, torch#2, dim 0 x3190)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=16)

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = self.instancenorm3d_1(x)
        return x


def get_inputs():
    return [torch.randn(25520, 64, 16, 16)]


def get_init_inputs():
    return []
