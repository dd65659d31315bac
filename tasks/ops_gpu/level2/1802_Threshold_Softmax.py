"""Threshold -> Softmax: synthesised by warpgym synth (seed 7, index 2858, torch#2, dim 0 x3315)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> Softmax"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.threshold_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(26520, 16, 32, 32)]


def get_init_inputs():
    return []
