"""F.adaptive_max_pool2d_with_indices -> torch.clamp_max -> torch.true_divide -> F.conv1d: synthesised by warpgym synth (seed 10, index 115, torch#4, dim 0 x584)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> torch.clamp_max -> torch.true_divide -> F.conv1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.clamp_max(x, 0.5)
        x = torch.true_divide(x, x1)
        x = F.conv1d(x, x2)
        return x


def get_inputs():
    return [torch.randn(18688, 128, 64), torch.randn(18688, 4, 4), torch.randn(18688, 4, 4)]


def get_init_inputs():
    return []
