"""Softsign -> InstanceNorm3d: synthesised by warpgym synth (seed 8, index 165, torch#2, dim 0 x1084)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> InstanceNorm3d"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.instancenorm3d_1 = nn.InstanceNorm3d(num_features=32)

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.instancenorm3d_1(x)
        return x


def get_inputs():
    return [torch.randn(8672, 16, 32, 32)]


def get_init_inputs():
    return []
