"""SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4474, torch#1, dim 0 x11701)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=8)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(23402, 8, 8, 16, 16)]


def get_init_inputs():
    return []
