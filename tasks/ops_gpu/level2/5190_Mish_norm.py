"""Mish -> torch.norm: synthesised by warpgym synth (seed 9, index 520, torch#2, dim 0 x2458)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(629248, 512)]


def get_init_inputs():
    return []
