"""LayerNorm: synthesised by warpgym synth (seed 7, index 2321, torch#1, dim 0 x13145)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.layernorm_0(x)
        return x


def get_inputs():
    return [torch.randn(1682560, 256)]


def get_init_inputs():
    return []
