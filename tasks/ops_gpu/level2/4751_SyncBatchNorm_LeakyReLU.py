"""SyncBatchNorm -> LeakyReLU: synthesised by warpgym synth (seed 9, index 43, torch#2, dim 0 x7729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=16)
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(30916, 16, 8, 8, 8)]


def get_init_inputs():
    return []
