"""Softshrink -> torch.tan -> SyncBatchNorm -> GroupNorm: synthesised by warpgym synth (seed 7, index 5444, torch#4, dim 0 x646)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.tan -> SyncBatchNorm -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=16)
        self.groupnorm_3 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x):
        x = self.softshrink_0(x)
        x = torch.tan(x)
        x = self.syncbatchnorm_2(x)
        x = self.groupnorm_3(x)
        return x


def get_inputs():
    return [torch.randn(5168, 16, 32, 32)]


def get_init_inputs():
    return []
