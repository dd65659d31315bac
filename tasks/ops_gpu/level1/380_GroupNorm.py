"""GroupNorm: synthesised by warpgym synth (seed 7, index 5660, torch#1, dim 0 x1558)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(6232, 32, 32, 32)]


def get_init_inputs():
    return []
