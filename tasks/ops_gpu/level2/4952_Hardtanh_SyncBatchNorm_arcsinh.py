"""Hardtanh -> SyncBatchNorm -> torch.arcsinh: synthesised by warpgym synth (seed 9, index 359, torch#3, dim 0 x1226)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh -> SyncBatchNorm -> torch.arcsinh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=1024)

    def forward(self, x):
        x = self.hardtanh_0(x)
        x = self.syncbatchnorm_1(x)
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(78464, 1024)]


def get_init_inputs():
    return []
