"""torch.floor -> torch.angle -> Hardshrink -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 5482, torch#4, dim 0 x1642)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> torch.angle -> Hardshrink -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.hardshrink_2 = nn.Hardshrink()
        self.syncbatchnorm_3 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = torch.floor(x)
        x = torch.angle(x)
        x = self.hardshrink_2(x)
        x = self.syncbatchnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(26272, 64, 128)]


def get_init_inputs():
    return []
