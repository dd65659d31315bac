"""SyncBatchNorm -> torch.arcsinh: synthesised by warpgym synth (seed 7, index 6061, torch#2, dim 0 x784)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.arcsinh"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(6272, 64, 16, 16)]


def get_init_inputs():
    return []
