"""torch.trunc -> GroupNorm: synthesised by warpgym synth (seed 8, index 410, torch#2, dim 0 x3966)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.trunc -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = torch.trunc(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(63456, 32, 16, 16)]


def get_init_inputs():
    return []
