"""GroupNorm -> torch.select: synthesised by warpgym synth (seed 7, index 3879, torch#2, dim 0 x25105)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> torch.select"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=16, num_groups=2)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(100420, 16, 8, 8, 8)]


def get_init_inputs():
    return []
