"""SELU -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 6605, torch#2, dim 0 x8538)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(17076, 8, 8, 16, 16)]


def get_init_inputs():
    return []
