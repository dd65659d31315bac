"""F.elu -> GroupNorm: synthesised by warpgym synth (seed 7, index 4925, torch#2, dim 0 x1006)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x):
        x = F.elu(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(8048, 16, 32, 32)]


def get_init_inputs():
    return []
