"""SyncBatchNorm -> F.pad: synthesised by warpgym synth (seed 7, index 5001, torch#2, dim 0 x1126)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> F.pad"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(9008, 64, 16, 16)]


def get_init_inputs():
    return []
