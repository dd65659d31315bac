"""Hardsigmoid -> torch.slogdet: synthesised by warpgym synth (seed 7, index 666, torch#2, dim 0 x1421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.slogdet"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = torch.slogdet(x)[0]
        return x


def get_inputs():
    return [torch.randn(11368, 16, 32, 32)]


def get_init_inputs():
    return []
