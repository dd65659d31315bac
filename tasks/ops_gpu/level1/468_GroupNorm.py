"""GroupNorm: synthesised by warpgym synth (seed 8, index 225, torch#1, dim 0 x1901)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=128, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        return x


def get_inputs():
    return [torch.randn(60832, 128, 64)]


def get_init_inputs():
    return []
