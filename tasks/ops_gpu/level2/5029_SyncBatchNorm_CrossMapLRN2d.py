"""SyncBatchNorm -> CrossMapLRN2d: synthesised by warpgym synth (seed 9, index 481, torch#2, dim 0 x195)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> CrossMapLRN2d"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=16)
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.crossmaplrn2d_1(x)
        return x


def get_inputs():
    return [torch.randn(1560, 16, 32, 32)]


def get_init_inputs():
    return []
