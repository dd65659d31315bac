"""Hardswish -> F.pad -> GroupNorm: synthesised by warpgym synth (seed 7, index 5525, torch#3, dim 0 x3843)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.pad -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.groupnorm_2 = nn.GroupNorm(num_channels=1026, num_groups=2)

    def forward(self, x):
        x = self.hardswish_0(x)
        x = F.pad(x, pad=[1, 1])
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(245952, 1024)]


def get_init_inputs():
    return []
