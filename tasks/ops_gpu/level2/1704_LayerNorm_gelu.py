"""LayerNorm -> F.gelu: synthesised by warpgym synth (seed 7, index 2705, torch#2, dim 0 x1480)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=128)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(11840, 256, 128)]


def get_init_inputs():
    return []
