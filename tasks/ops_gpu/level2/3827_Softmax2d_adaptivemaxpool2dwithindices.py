"""Softmax2d -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 6018, torch#2, dim 0 x1409)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(22544, 64, 128)]


def get_init_inputs():
    return []
