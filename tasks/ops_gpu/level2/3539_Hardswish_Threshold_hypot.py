"""Hardswish -> Threshold -> torch.hypot: synthesised by warpgym synth (seed 7, index 5563, torch#3, dim 0 x2504)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardswish -> Threshold -> torch.hypot"""

    def __init__(self):
        super().__init__()
        self.hardswish_0 = nn.Hardswish()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = self.hardswish_0(x)
        x = self.threshold_1(x)
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(40064, 64, 128), torch.randn(40064, 64, 128)]


def get_init_inputs():
    return []
