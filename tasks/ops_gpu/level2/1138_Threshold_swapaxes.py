"""Threshold -> torch.swapaxes: synthesised by warpgym synth (seed 7, index 1854, torch#2, dim 0 x3838)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> torch.swapaxes"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.threshold_0(x)
        x = torch.swapaxes(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(30704, 64, 16, 16)]


def get_init_inputs():
    return []
