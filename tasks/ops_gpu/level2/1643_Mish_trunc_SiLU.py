"""Mish -> torch.trunc -> SiLU: synthesised by warpgym synth (seed 7, index 2607, torch#3, dim 0 x1816)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.trunc -> SiLU"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.silu_2 = nn.SiLU()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.trunc(x)
        x = self.silu_2(x)
        return x


def get_inputs():
    return [torch.randn(14528, 16, 32, 32)]


def get_init_inputs():
    return []
