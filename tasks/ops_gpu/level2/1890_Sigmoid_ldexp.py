"""Sigmoid -> torch.ldexp: synthesised by warpgym synth (seed 7, index 2997, torch#2, dim 0 x2317)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> torch.ldexp"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x, x1):
        x = self.sigmoid_0(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(18536, 16, 32, 32), torch.randn(18536, 16, 32, 32)]


def get_init_inputs():
    return []
