"""ReLU6 -> SyncBatchNorm: synthesised by warpgym synth (seed 10, index 110, torch#2, dim 0 x844)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(6752, 64, 16, 16)]


def get_init_inputs():
    return []
