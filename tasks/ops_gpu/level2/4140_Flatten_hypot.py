"""Flatten -> torch.hypot: synthesised by warpgym synth (seed 7, index 6500, torch#2, dim 0 x10101)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> torch.hypot"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()

    def forward(self, x, x1):
        x = self.flatten_0(x)
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(40404, 16, 8, 8, 8), torch.randn(40404, 8192)]


def get_init_inputs():
    return []
