"""LayerNorm -> PReLU: synthesised by warpgym synth (seed 7, index 5167, torch#2, dim 0 x7460)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> PReLU"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=1024)
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(477440, 1024)]


def get_init_inputs():
    return []
