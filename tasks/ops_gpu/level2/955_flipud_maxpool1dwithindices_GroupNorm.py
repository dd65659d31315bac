"""torch.flipud -> F.max_pool1d_with_indices -> GroupNorm: synthesised by warpgym synth (seed 7, index 1548, torch#3, dim 0 x5445)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.max_pool1d_with_indices -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_2 = nn.GroupNorm(num_channels=170, num_groups=2)

    def forward(self, x):
        x = torch.flipud(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(1393920, 512)]


def get_init_inputs():
    return []
