"""Hardshrink -> torch.logaddexp2 -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 9, index 48, torch#3, dim 0 x2720)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.logaddexp2 -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1):
        x = self.hardshrink_0(x)
        x = torch.logaddexp2(x, x1)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(43520, 32, 256), torch.randn(43520, 32, 256)]


def get_init_inputs():
    return []
