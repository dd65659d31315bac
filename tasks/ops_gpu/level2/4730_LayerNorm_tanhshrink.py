"""LayerNorm -> F.tanhshrink: synthesised by warpgym synth (seed 9, index 15, torch#2, dim 0 x2782)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(44512, 32, 256)]


def get_init_inputs():
    return []
