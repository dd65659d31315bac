"""LayerNorm -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 9, index 696, torch#2, dim 0 x7184)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=32)
        self.adaptivemaxpool2d_1 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.adaptivemaxpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(28736, 32, 32, 32)]


def get_init_inputs():
    return []
