"""GroupNorm -> Hardshrink: synthesised by warpgym synth (seed 7, index 3442, torch#2, dim 0 x2901)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)
        self.hardshrink_1 = nn.Hardshrink()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.hardshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(1485312, 256)]


def get_init_inputs():
    return []
