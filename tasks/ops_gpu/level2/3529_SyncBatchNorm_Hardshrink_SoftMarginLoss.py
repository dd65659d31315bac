"""SyncBatchNorm -> Hardshrink -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 4828, torch#3, dim 0 x3895)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> Hardshrink -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=32)
        self.hardshrink_1 = nn.Hardshrink()
        self.softmarginloss_2 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.syncbatchnorm_0(x)
        x = self.hardshrink_1(x)
        x = self.softmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(15580, 32, 32, 32), torch.randn(15580, 32, 32, 32)]


def get_init_inputs():
    return []
