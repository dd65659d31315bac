"""Threshold -> torch.logaddexp: synthesised by warpgym synth (seed 7, index 186, torch#2, dim 0 x4993)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> torch.logaddexp"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = torch.logaddexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(319552, 1024), torch.randn(319552, 1024)]


def get_init_inputs():
    return []
