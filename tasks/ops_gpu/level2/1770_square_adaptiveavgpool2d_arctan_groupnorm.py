"""torch.square -> F.adaptive_avg_pool2d -> torch.arctan -> F.group_norm: synthesised by warpgym synth (seed 7, index 2810, torch#4, dim 0 x1230)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> F.adaptive_avg_pool2d -> torch.arctan -> F.group_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.square(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = torch.arctan(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(9840, 16, 32, 32)]


def get_init_inputs():
    return []
