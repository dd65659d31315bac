"""F.adaptive_max_pool3d_with_indices -> torch.hypot: synthesised by warpgym synth (seed 7, index 1026, torch#2, dim 0 x6038)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> torch.hypot"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(24152, 32, 32, 32), torch.randn(24152, 4, 4, 4)]


def get_init_inputs():
    return []
