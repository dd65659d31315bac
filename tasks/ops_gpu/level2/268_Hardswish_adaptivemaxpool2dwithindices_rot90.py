"""Hardswish -> F.adaptive_max_pool2d_with_indices -> torch.rot90: synthesised by warpgym synth (seed 7, index 414, torch#3, dim 0 x5980)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> F.adaptive_max_pool2d_with_indices -> torch.rot90"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()

    def forward(self, x):
        x = self.hardswish_0(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = torch.rot90(x)
        return x


def get_inputs():
    return [torch.randn(95680, 64, 128)]


def get_init_inputs():
    return []
