"""Hardshrink -> LayerNorm: synthesised by warpgym synth (seed 7, index 4233, torch#2, dim 0 x814)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=512)

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(208384, 512)]


def get_init_inputs():
    return []
