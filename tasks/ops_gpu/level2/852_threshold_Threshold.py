"""F.threshold -> Threshold: synthesised by warpgym synth (seed 7, index 1387, torch#2, dim 0 x3888)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(31104, 64, 16, 16)]


def get_init_inputs():
    return []
