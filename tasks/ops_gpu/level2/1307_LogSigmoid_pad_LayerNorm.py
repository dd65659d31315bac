"""LogSigmoid -> F.pad -> LayerNorm: synthesised by warpgym synth (seed 7, index 2100, torch#3, dim 0 x816)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.pad -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=66)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.pad(x, pad=[1, 1])
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(26112, 128, 64)]


def get_init_inputs():
    return []
