"""torch.frexp -> LayerNorm: synthesised by warpgym synth (seed 8, index 396, torch#2, dim 0 x13416)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1717248, 256)]


def get_init_inputs():
    return []
