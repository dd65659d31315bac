"""F.hardtanh -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 2239, torch#2, dim 0 x14347)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=256)

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1836416, 256)]


def get_init_inputs():
    return []
