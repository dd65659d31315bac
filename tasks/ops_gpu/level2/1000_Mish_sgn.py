"""Mish -> torch.sgn: synthesised by warpgym synth (seed 7, index 1631, torch#2, dim 0 x6949)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.sgn"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(444736, 1024)]


def get_init_inputs():
    return []
