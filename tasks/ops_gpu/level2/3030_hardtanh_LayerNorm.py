"""F.hardtanh -> LayerNorm: synthesised by warpgym synth (seed 7, index 4792, torch#2, dim 0 x1057)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(8456, 64, 16, 16)]


def get_init_inputs():
    return []
