"""LayerNorm -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 15, torch#2, dim 0 x3205)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(410240, 256)]


def get_init_inputs():
    return []
