"""CELU -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 1024, torch#2, dim 0 x6978)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(111648, 32, 16, 16)]


def get_init_inputs():
    return []
