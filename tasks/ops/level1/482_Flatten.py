"""Flatten: synthesised by warpgym synth (seed 7, index 5699, torch#1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x):
        x = self.flatten_0(x)
        return x


def get_inputs():
    return [torch.randn(2, 8, 8, 16, 16)]


def get_init_inputs():
    return []
