"""LayerNorm -> Linear: synthesised by warpgym synth (seed 7, index 2310, torch#2, dim 0 x799)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> Linear"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=32)
        self.linear_1 = nn.Linear(in_features=32, out_features=32)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(3196, 32, 32, 32)]


def get_init_inputs():
    return []
