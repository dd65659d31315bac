"""Mish -> F.local_response_norm: synthesised by warpgym synth (seed 9, index 477, torch#2, dim 0 x382)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(3056, 64, 16, 16)]


def get_init_inputs():
    return []
