"""SyncBatchNorm: synthesised by warpgym synth (seed 7, index 1679, torch#1, dim 0 x3398)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(54368, 64, 128)]


def get_init_inputs():
    return []
