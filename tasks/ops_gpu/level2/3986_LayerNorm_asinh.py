"""LayerNorm -> torch.asinh: synthesised by warpgym synth (seed 7, index 6271, torch#2, dim 0 x1355)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> torch.asinh"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.asinh(x)
        return x


def get_inputs():
    return [torch.randn(21680, 32, 256)]


def get_init_inputs():
    return []
