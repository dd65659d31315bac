"""Softmax2d -> torch.reciprocal: synthesised by warpgym synth (seed 7, index 1048, torch#2, dim 0 x4090)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> torch.reciprocal"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(65440, 32, 16, 16)]


def get_init_inputs():
    return []
