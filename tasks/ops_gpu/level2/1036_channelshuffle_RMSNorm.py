"""F.channel_shuffle -> RMSNorm: synthesised by warpgym synth (seed 7, index 1689, torch#2, dim 0 x290)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=128)

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2320, 256, 128)]


def get_init_inputs():
    return []
