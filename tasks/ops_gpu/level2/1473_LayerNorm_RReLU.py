"""LayerNorm -> RReLU: synthesised by warpgym synth (seed 7, index 2354, torch#2, dim 0 x4077)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> RReLU"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(65232, 32, 16, 16)]


def get_init_inputs():
    return []
