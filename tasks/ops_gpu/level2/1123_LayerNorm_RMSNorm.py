"""LayerNorm -> RMSNorm: synthesised by warpgym synth (seed 7, index 1825, torch#2, dim 0 x8109)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=1024)
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=1024)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(518976, 1024)]


def get_init_inputs():
    return []
