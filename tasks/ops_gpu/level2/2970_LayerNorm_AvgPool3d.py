"""LayerNorm -> AvgPool3d: synthesised by warpgym synth (seed 7, index 4698, torch#2, dim 0 x2631)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.avgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(21048, 64, 16, 16)]


def get_init_inputs():
    return []
