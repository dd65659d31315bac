"""Softmax2d -> LayerNorm: synthesised by warpgym synth (seed 7, index 1389, torch#2, dim 0 x1319)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=32)

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(5276, 32, 32, 32)]


def get_init_inputs():
    return []
