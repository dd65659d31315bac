"""LayerNorm -> AvgPool1d -> F.pixel_unshuffle: synthesised by warpgym synth (seed 8, index 201, torch#3, dim 0 x4796)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> AvgPool1d -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=128)
        self.avgpool1d_1 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.avgpool1d_1(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(76736, 64, 128)]


def get_init_inputs():
    return []
