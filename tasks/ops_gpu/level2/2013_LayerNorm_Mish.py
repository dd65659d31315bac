"""LayerNorm -> Mish: synthesised by warpgym synth (seed 7, index 3176, torch#2, dim 0 x2232)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> Mish"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(17856, 64, 16, 16)]


def get_init_inputs():
    return []
