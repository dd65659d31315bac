"""Softmax2d -> Tanhshrink -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 5363, torch#3, dim 0 x668)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> Tanhshrink -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.tanhshrink_1 = nn.Tanhshrink()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.tanhshrink_1(x)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(5344, 16, 32, 32)]


def get_init_inputs():
    return []
