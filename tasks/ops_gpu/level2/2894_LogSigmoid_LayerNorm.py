"""LogSigmoid -> LayerNorm: synthesised by warpgym synth (seed 7, index 4574, torch#2, dim 0 x1548)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(396288, 256)]


def get_init_inputs():
    return []
