"""Sigmoid -> SiLU: synthesised by warpgym synth (seed 8, index 314, torch#2, dim 0 x1830)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> SiLU"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(14640, 16, 32, 32)]


def get_init_inputs():
    return []
