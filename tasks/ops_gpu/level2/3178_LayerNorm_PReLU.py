"""LayerNorm -> PReLU: synthesised by warpgym synth (seed 7, index 5008, torch#2, dim 0 x3431)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> PReLU"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(439168, 256)]


def get_init_inputs():
    return []
