"""AvgPool1d -> F.pixel_unshuffle -> SyncBatchNorm -> AdaptiveAvgPool2d: synthesised by warpgym synth (seed 7, index 898, torch#4, dim 0 x4167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool1d -> F.pixel_unshuffle -> SyncBatchNorm -> AdaptiveAvgPool2d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_0 = nn.AvgPool1d(kernel_size=3)
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=32)
        self.adaptiveavgpool2d_3 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.avgpool1d_0(x)
        x = F.pixel_unshuffle(x, 2)
        x = self.syncbatchnorm_2(x)
        x = self.adaptiveavgpool2d_3(x)
        return x


def get_inputs():
    return [torch.randn(66672, 64, 128)]


def get_init_inputs():
    return []
