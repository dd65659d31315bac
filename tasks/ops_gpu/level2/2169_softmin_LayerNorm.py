"""F.softmin -> LayerNorm: synthesised by warpgym synth (seed 7, index 3429, torch#2, dim 0 x1478)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=32)

    def forward(self, x):
        x = F.softmin(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(11824, 16, 32, 32)]


def get_init_inputs():
    return []
