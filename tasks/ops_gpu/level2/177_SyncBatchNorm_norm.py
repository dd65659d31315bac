"""SyncBatchNorm -> torch.norm: synthesised by warpgym synth (seed 7, index 257, torch#2, dim 0 x3010)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=512)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(770560, 512)]


def get_init_inputs():
    return []
