"""LayerNorm -> torch.sgn: synthesised by warpgym synth (seed 7, index 5882, torch#2, dim 0 x1210)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> torch.sgn"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(9680, 64, 16, 16)]


def get_init_inputs():
    return []
