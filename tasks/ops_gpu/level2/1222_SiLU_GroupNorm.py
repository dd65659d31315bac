"""SiLU -> GroupNorm: synthesised by warpgym synth (seed 7, index 1975, torch#2, dim 0 x3855)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.groupnorm_1 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x):
        x = self.silu_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(61680, 64, 128)]


def get_init_inputs():
    return []
