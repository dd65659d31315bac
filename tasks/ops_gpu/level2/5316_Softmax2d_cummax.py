"""Softmax2d -> torch.cummax: synthesised by warpgym synth (seed 10, index 70, torch#2, dim 0 x2456)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(19648, 64, 16, 16)]


def get_init_inputs():
    return []
