"""F.normalize -> GroupNorm: synthesised by warpgym synth (seed 7, index 1820, torch#2, dim 0 x2153)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = F.normalize(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1102336, 256)]


def get_init_inputs():
    return []
