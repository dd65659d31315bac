"""F.adaptive_max_pool2d_with_indices -> torch.det -> torch.pow -> torch.tan -> F.hardswish: synthesised by warpgym synth (seed 7, index 755, torch#5, dim 0 x6584)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> torch.det -> torch.pow -> torch.tan -> F.hardswish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.det(x)
        x = torch.pow(x, 2.0)
        x = torch.tan(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(52672, 16, 32, 32)]


def get_init_inputs():
    return []
