"""Threshold -> torch.divide: synthesised by warpgym synth (seed 9, index 122, torch#2, dim 0 x1111)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(4444, 32, 32, 32), torch.randn(4444, 32, 32, 32)]


def get_init_inputs():
    return []
