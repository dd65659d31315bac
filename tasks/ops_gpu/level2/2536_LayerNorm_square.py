"""LayerNorm -> torch.square: synthesised by warpgym synth (seed 7, index 4020, torch#2, dim 0 x3511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> torch.square"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(56176, 32, 256)]


def get_init_inputs():
    return []
