"""SyncBatchNorm: synthesised by warpgym synth (seed 7, index 5235, torch#1, dim 0 x3928)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(15712, 32, 32, 32)]


def get_init_inputs():
    return []
