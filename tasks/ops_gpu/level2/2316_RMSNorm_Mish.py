"""RMSNorm -> Mish: synthesised by warpgym synth (seed 7, index 3656, torch#2, dim 0 x2878)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> Mish"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=512)
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(736768, 512)]


def get_init_inputs():
    return []
