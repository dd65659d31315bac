"""torch.flipud -> F.adaptive_avg_pool2d: synthesised by warpgym synth (seed 7, index 3984, torch#2, dim 0 x3812)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> F.adaptive_avg_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.flipud(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(60992, 32, 16, 16)]


def get_init_inputs():
    return []
