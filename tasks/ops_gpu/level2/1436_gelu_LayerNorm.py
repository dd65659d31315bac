"""F.gelu -> LayerNorm: synthesised by warpgym synth (seed 7, index 2299, torch#2, dim 0 x15531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x):
        x = F.gelu(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(31062, 8, 8, 16, 16)]


def get_init_inputs():
    return []
