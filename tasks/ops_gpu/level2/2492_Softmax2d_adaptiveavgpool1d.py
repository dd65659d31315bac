"""Softmax2d -> F.adaptive_avg_pool1d: synthesised by warpgym synth (seed 7, index 3942, torch#2, dim 0 x5761)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax2d -> F.adaptive_avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_0 = nn.Softmax2d()

    def forward(self, x):
        x = self.softmax2d_0(x)
        x = F.adaptive_avg_pool1d(x, 4)
        return x


def get_inputs():
    return [torch.randn(92176, 32, 256)]


def get_init_inputs():
    return []
