"""Threshold -> torch.mean: synthesised by warpgym synth (seed 7, index 22, torch#2, dim 0 x14511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> torch.mean"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.threshold_0(x)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(928704, 1024)]


def get_init_inputs():
    return []
