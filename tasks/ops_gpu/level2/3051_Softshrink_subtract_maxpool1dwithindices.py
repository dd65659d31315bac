"""Softshrink -> torch.subtract -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 4824, torch#3, dim 0 x2990)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> torch.subtract -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()

    def forward(self, x, x1):
        x = self.softshrink_0(x)
        x = torch.subtract(x, x1)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(1530880, 256), torch.randn(1530880, 256)]


def get_init_inputs():
    return []
