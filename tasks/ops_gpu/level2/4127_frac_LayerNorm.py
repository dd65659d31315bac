"""torch.frac -> LayerNorm: synthesised by warpgym synth (seed 7, index 6487, torch#2, dim 0 x15764)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = torch.frac(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2017792, 256)]


def get_init_inputs():
    return []
