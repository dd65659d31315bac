"""Hardshrink -> SiLU: synthesised by warpgym synth (seed 7, index 659, torch#2, dim 0 x951)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> SiLU"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(30432, 128, 64)]


def get_init_inputs():
    return []
