"""LayerNorm -> Softplus: synthesised by warpgym synth (seed 9, index 627, torch#2, dim 0 x4094)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> Softplus"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=32)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(32752, 16, 32, 32)]


def get_init_inputs():
    return []
