"""ZeroPad2d -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 5916, torch#2, dim 0 x3906)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=66)

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(62496, 64, 128)]


def get_init_inputs():
    return []
