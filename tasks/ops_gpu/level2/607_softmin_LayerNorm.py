"""F.softmin -> LayerNorm: synthesised by warpgym synth (seed 7, index 972, torch#2, dim 0 x1590)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmin -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=128)

    def forward(self, x):
        x = F.softmin(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(25440, 64, 128)]


def get_init_inputs():
    return []
