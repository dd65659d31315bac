"""F.sigmoid -> F.hardshrink -> ReLU6 -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4126, torch#4, dim 0 x3658)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> F.hardshrink -> ReLU6 -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.relu6_2 = nn.ReLU6()
        self.syncbatchnorm_3 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = F.sigmoid(x)
        x = F.hardshrink(x)
        x = self.relu6_2(x)
        x = self.syncbatchnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(58528, 64, 128)]


def get_init_inputs():
    return []
