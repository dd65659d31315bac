"""LayerNorm -> ELU: synthesised by warpgym synth (seed 9, index 557, torch#2, dim 0 x2363)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> ELU"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=128)
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(37808, 64, 128)]


def get_init_inputs():
    return []
