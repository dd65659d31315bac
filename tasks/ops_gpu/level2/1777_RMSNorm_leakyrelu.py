"""RMSNorm -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 2819, torch#2, dim 0 x4062)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=128)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(64992, 64, 128)]


def get_init_inputs():
    return []
