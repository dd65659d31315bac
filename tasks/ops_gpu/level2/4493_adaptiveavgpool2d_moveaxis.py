"""F.adaptive_avg_pool2d -> torch.moveaxis: synthesised by warpgym synth (seed 8, index 82, torch#2, dim 0 x2871)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool2d -> torch.moveaxis"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = torch.moveaxis(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(22968, 256, 128)]


def get_init_inputs():
    return []
