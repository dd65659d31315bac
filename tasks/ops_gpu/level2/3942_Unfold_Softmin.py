"""Unfold -> Softmin: synthesised by warpgym synth (seed 7, index 6204, torch#2, dim 0 x640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Unfold -> Softmin"""

    def __init__(self):
        super().__init__()
        self.unfold_0 = nn.Unfold(kernel_size=3)
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.unfold_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(10240, 64, 128)]


def get_init_inputs():
    return []
