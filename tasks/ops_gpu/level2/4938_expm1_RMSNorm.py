"""torch.expm1 -> RMSNorm: synthesised by warpgym synth (seed 9, index 338, torch#2, dim 0 x542)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=32)

    def forward(self, x):
        x = torch.expm1(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2168, 32, 32, 32)]


def get_init_inputs():
    return []
