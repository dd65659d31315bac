"""LayerNorm -> LeakyReLU: synthesised by warpgym synth (seed 7, index 2936, torch#2, dim 0 x3485)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=8)
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(13940, 16, 8, 8, 8)]


def get_init_inputs():
    return []
