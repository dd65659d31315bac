"""F.relu6 -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 1360, torch#2, dim 0 x4072)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = F.relu6(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(16288, 32, 32, 32)]


def get_init_inputs():
    return []
