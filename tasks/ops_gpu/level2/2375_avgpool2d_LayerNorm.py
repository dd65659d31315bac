"""F.avg_pool2d -> LayerNorm: synthesised by warpgym synth (seed 7, index 3745, torch#2, dim 0 x5684)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool2d -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=10)

    def forward(self, x):
        x = F.avg_pool2d(x, 3)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(22736, 32, 32, 32)]


def get_init_inputs():
    return []
