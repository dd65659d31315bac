"""torch.fliplr -> GroupNorm: synthesised by warpgym synth (seed 7, index 6889, torch#2, dim 0 x1068)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x):
        x = torch.fliplr(x)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(8544, 16, 32, 32)]


def get_init_inputs():
    return []
