"""Hardshrink -> F.pairwise_distance -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 4155, torch#3, dim 0 x233)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> F.pairwise_distance -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.smoothl1loss_2 = nn.SmoothL1Loss()

    def forward(self, x, x1, x2):
        x = self.hardshrink_0(x)
        x = F.pairwise_distance(x, x1)
        x = self.smoothl1loss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(7456, 128, 64), torch.randn(7456, 128, 64), torch.randn(7456, 128)]


def get_init_inputs():
    return []
