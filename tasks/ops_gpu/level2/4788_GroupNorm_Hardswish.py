"""GroupNorm -> Hardswish: synthesised by warpgym synth (seed 9, index 95, torch#2, dim 0 x1816)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=128, num_groups=2)
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.hardswish_1(x)
        return x


def get_inputs():
    return [torch.randn(58112, 128, 64)]


def get_init_inputs():
    return []
