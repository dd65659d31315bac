"""F.leaky_relu -> torch.clamp_max -> F.adaptive_max_pool2d_with_indices -> torch.dist: synthesised by warpgym synth (seed 7, index 540, torch#4, dim 0 x330)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.clamp_max -> F.adaptive_max_pool2d_with_indices -> torch.dist"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = torch.clamp_max(x, 0.5)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.dist(x, x1)
        return x


def get_inputs():
    return [torch.randn(10560, 128, 64), torch.randn(10560, 4, 4)]


def get_init_inputs():
    return []
