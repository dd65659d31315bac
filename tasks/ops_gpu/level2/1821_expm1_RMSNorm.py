"""torch.expm1 -> RMSNorm: synthesised by warpgym synth (seed 7, index 2884, torch#2, dim 0 x3958)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.expm1 -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=256)

    def forward(self, x):
        x = torch.expm1(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(2026496, 256)]


def get_init_inputs():
    return []
