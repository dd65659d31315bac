"""LeakyReLU -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4302, torch#2, dim 0 x3479)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(13916, 32, 32, 32)]


def get_init_inputs():
    return []
