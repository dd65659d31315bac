"""Threshold -> F.glu: synthesised by warpgym synth (seed 7, index 1085, torch#2, dim 0 x3583)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> F.glu"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.threshold_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(57328, 32, 256)]


def get_init_inputs():
    return []
