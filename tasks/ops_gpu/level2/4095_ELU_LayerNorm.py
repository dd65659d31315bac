"""ELU -> LayerNorm: synthesised by warpgym synth (seed 7, index 6440, torch#2, dim 0 x835)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=512)

    def forward(self, x):
        x = self.elu_0(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(213760, 512)]


def get_init_inputs():
    return []
