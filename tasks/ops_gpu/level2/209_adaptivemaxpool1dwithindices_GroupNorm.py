"""F.adaptive_max_pool1d_with_indices -> GroupNorm: synthesised by warpgym synth (seed 7, index 325, torch#2, dim 0 x13092)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_1 = nn.GroupNorm(num_channels=4, num_groups=2)

    def forward(self, x):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.groupnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(837888, 1024)]


def get_init_inputs():
    return []
