"""RMSNorm -> LayerNorm: synthesised by warpgym synth (seed 7, index 4287, torch#2, dim 0 x7500)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=1024)
        self.layernorm_1 = nn.LayerNorm(normalized_shape=1024)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(480000, 1024)]


def get_init_inputs():
    return []
