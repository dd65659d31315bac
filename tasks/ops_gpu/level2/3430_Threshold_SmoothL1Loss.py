"""Threshold -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 4699, torch#2, dim 0 x5923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.smoothl1loss_1 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = self.smoothl1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(758144, 256), torch.randn(758144, 256)]


def get_init_inputs():
    return []
