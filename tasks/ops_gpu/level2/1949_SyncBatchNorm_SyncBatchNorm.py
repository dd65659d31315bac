"""SyncBatchNorm -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 3078, torch#2, dim 0 x1097)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(17552, 32, 16, 16)]


def get_init_inputs():
    return []
