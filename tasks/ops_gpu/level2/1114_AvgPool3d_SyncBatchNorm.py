"""AvgPool3d -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 1803, torch#2, dim 0 x4203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=10)

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(16812, 32, 32, 32)]


def get_init_inputs():
    return []
