"""F.adaptive_max_pool3d_with_indices -> torch.tan: synthesised by warpgym synth (seed 8, index 266, torch#2, dim 0 x5438)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> torch.tan"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(43504, 64, 16, 16)]


def get_init_inputs():
    return []
