"""Sigmoid -> torch.flatten: synthesised by warpgym synth (seed 7, index 2843, torch#2, dim 0 x2454)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Sigmoid -> torch.flatten"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(19632, 64, 16, 16)]


def get_init_inputs():
    return []
