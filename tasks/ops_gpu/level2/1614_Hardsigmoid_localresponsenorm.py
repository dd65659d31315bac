"""Hardsigmoid -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 2558, torch#2, dim 0 x3436)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(13744, 16, 8, 8, 8)]


def get_init_inputs():
    return []
