"""F.normalize -> LayerNorm: synthesised by warpgym synth (seed 9, index 41, torch#2, dim 0 x5733)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=8)

    def forward(self, x):
        x = F.normalize(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(22932, 16, 8, 8, 8)]


def get_init_inputs():
    return []
