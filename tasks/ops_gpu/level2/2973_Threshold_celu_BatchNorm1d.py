"""Threshold -> F.celu -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 4702, torch#3, dim 0 x1013)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> F.celu -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=256)

    def forward(self, x):
        x = self.threshold_0(x)
        x = F.celu(x)
        x = self.batchnorm1d_2(x)
        return x


def get_inputs():
    return [torch.randn(518656, 256)]


def get_init_inputs():
    return []
