"""Hardtanh: synthesised by warpgym synth (seed 7, index 4851, torch#1, dim 0 x3780)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_0 = nn.Hardtanh()

    def forward(self, x):
        x = self.hardtanh_0(x)
        return x


def get_inputs():
    return [torch.randn(1935360, 256)]


def get_init_inputs():
    return []
