"""GroupNorm: synthesised by warpgym synth (seed 9, index 165, torch#1, dim 0 x11473)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(1468544, 256)]


def get_init_inputs():
    return []
