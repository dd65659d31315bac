"""Tanhshrink -> torch.clamp_min: synthesised by warpgym synth (seed 7, index 5151, torch#2, dim 0 x853)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> torch.clamp_min"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = torch.clamp_min(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(13648, 64, 128)]


def get_init_inputs():
    return []
