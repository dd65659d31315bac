"""F.softshrink -> GroupNorm: synthesised by warpgym synth (seed 7, index 1145, torch#2, dim 0 x2045)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = F.softshrink(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(16360, 256, 128)]


def get_init_inputs():
    return []
