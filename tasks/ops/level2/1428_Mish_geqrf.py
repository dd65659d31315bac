"""Mish -> torch.geqrf: synthesised by warpgym synth (seed 7, index 1890, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.geqrf"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(32, 128, 64)]


def get_init_inputs():
    return []
