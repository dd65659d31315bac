"""GELU -> F.adaptive_max_pool1d_with_indices -> GELU -> Sigmoid: synthesised by warpgym synth (seed 7, index 4037, torch#4, dim 0 x27808)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.adaptive_max_pool1d_with_indices -> GELU -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.gelu_2 = nn.GELU()
        self.sigmoid_3 = nn.Sigmoid()

    def forward(self, x):
        x = self.gelu_0(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.gelu_2(x)
        x = self.sigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(3559424, 256)]


def get_init_inputs():
    return []
