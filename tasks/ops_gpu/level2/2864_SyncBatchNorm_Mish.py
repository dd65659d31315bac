"""SyncBatchNorm -> Mish: synthesised by warpgym synth (seed 7, index 4526, torch#2, dim 0 x7421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> Mish"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=256)
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(949888, 256)]


def get_init_inputs():
    return []
