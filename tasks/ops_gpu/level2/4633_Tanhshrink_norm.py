"""Tanhshrink -> torch.norm: synthesised by warpgym synth (seed 8, index 114, torch#2, dim 0 x5084)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> torch.norm"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = torch.norm(x)
        return x


def get_inputs():
    return [torch.randn(20336, 32, 32, 32)]


def get_init_inputs():
    return []
