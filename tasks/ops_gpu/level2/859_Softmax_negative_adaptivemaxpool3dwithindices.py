"""Softmax -> torch.negative -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 1401, torch#3, dim 0 x29014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> torch.negative -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()

    def forward(self, x):
        x = self.softmax_0(x)
        x = torch.negative(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(116056, 16, 8, 8, 8)]


def get_init_inputs():
    return []
