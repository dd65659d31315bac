"""Mish -> torch.ceil -> Threshold: synthesised by warpgym synth (seed 7, index 172, torch#3, dim 0 x1562)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Mish -> torch.ceil -> Threshold"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.mish_0(x)
        x = torch.ceil(x)
        x = self.threshold_2(x)
        return x


def get_inputs():
    return [torch.randn(399872, 256)]


def get_init_inputs():
    return []
