"""SyncBatchNorm -> torch.erfc: synthesised by warpgym synth (seed 7, index 2860, torch#2, dim 0 x1360)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(21760, 64, 128)]


def get_init_inputs():
    return []
