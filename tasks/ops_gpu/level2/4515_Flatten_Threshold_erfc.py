"""Flatten -> Threshold -> torch.erfc: synthesised by warpgym synth (seed 8, index 122, torch#3, dim 0 x3850)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Flatten -> Threshold -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.threshold_1(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(61600, 32, 16, 16)]


def get_init_inputs():
    return []
