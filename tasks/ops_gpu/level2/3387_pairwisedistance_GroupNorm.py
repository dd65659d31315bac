"""F.pairwise_distance -> GroupNorm: synthesised by warpgym synth (seed 7, index 5325, torch#2, dim 0 x3628)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(29024, 16, 32, 32), torch.randn(29024, 16, 32, 32)]


def get_init_inputs():
    return []
