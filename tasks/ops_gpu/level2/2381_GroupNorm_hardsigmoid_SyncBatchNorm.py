"""GroupNorm -> F.hardsigmoid -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 3757, torch#3, dim 0 x3723)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.hardsigmoid -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=32, num_groups=2)
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = F.hardsigmoid(x)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(59568, 32, 16, 16)]


def get_init_inputs():
    return []
