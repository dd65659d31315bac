"""F.tanh -> RMSNorm: synthesised by warpgym synth (seed 7, index 6065, torch#2, dim 0 x1192)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=8)

    def forward(self, x):
        x = F.tanh(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(4768, 16, 8, 8, 8)]


def get_init_inputs():
    return []
