"""RMSNorm -> GroupNorm: synthesised by warpgym synth (seed 8, index 231, torch#2, dim 0 x694)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=32)
        self.groupnorm_1 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2776, 32, 32, 32)]


def get_init_inputs():
    return []
