"""F.softsign -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 1285, torch#2, dim 0 x2598)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x):
        x = F.softsign(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(20784, 16, 32, 32)]


def get_init_inputs():
    return []
